/*
 * Every page's path in one place: the router matches these patterns and the links build their
 * addresses with the same helpers, so a path is spelled once and a link cannot drift from the
 * route it means. Parameterised pages have a pattern (`/product/:id`) for the router and a
 * function for links.
 */

/**
 * An address with its query, leaving out the keys whose value is empty. Values are encoded with
 * encodeURIComponent (a space as %20), as the links built by hand always were.
 */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value ? [`${key}=${encodeURIComponent(value)}`] : [],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The storefront's and the account's pages. */
export const paths = {
  home: '/',
  about: '/about',
  fragrances: '/fragrances',
  jewelry: '/jewelry',
  gifting: '/gifting',
  promoSlider: '/promoslider',
  jewelrySlider: '/jewelryslider',
  featuresBanner: '/featuresBanner',
  newsletterSection: '/newsletterSection',
  shop: '/shop',
  products: '/products',
  collections: '/collections',
  search: '/search',
  contact: '/contact',
  cart: '/cart',
  checkout: '/checkout',
  returns: '/returns',
  profile: '/profile',
  wishlist: '/wishlist',
  trackOrder: '/track-order',
  login: '/login',
  register: '/register',
  setPassword: '/set-password',
  googleCallback: '/google-callback',
  /** Where a 401 sends the visitor; it redirects to the one login page. */
  userLogin: '/user/login',
} as const;

/** The router's patterns of the storefront pages that take a parameter. */
export const pathPatterns = {
  shopGender: '/shop/gender/:gender',
  shopOccasion: '/shop/occasion/:occasion',
  product: '/product/:id',
  collection: '/collections/:type',
} as const;

export const productPath = (id: number) => `/product/${id}`;
export const shopGenderPath = (gender: string) => `/shop/gender/${gender}`;
export const shopOccasionPath = (occasion: string) => `/shop/occasion/${occasion}`;
export const collectionPath = (slug: string) => `/collections/${slug}`;
/** The search results for what was typed (form encoding: a space as +, as the browser sends a form). */
export const searchPath = (query: string) => `${paths.search}?${new URLSearchParams({ q: query })}`;
/** The order tracking page, opened on one order when its number is given. */
export const trackOrderPath = (orderNumber?: string) =>
  withQuery(paths.trackOrder, { order: orderNumber });

/**
 * The admin's sections under /admin; the names are the store's URLs as they have always been
 * (`return`, `review`, `addcategories`...), whatever the code's folders are called.
 */
export const ADMIN_SECTION_NAMES = [
  'dashboard',
  'users',
  'products',
  'deletedproduct',
  'addcategories',
  'orders',
  'return',
  'notifications',
  'contact-messages',
  'activity',
  'settings',
  'menu',
  'review',
  'payment-method',
] as const;

export type AdminSectionName = (typeof ADMIN_SECTION_NAMES)[number];

/** /admin itself is the admin's sign-in. */
export const ADMIN_SIGN_IN_PATH = '/admin';

export const adminSectionPath = (name: AdminSectionName) => `${ADMIN_SIGN_IN_PATH}/${name}`;

/** The router's patterns of the admin pages below a section. */
export const adminPathPatterns = {
  newProduct: '/admin/products/new',
  product: '/admin/products/:id',
  order: '/admin/orders/:id',
  return: '/admin/return/:id',
} as const;

export const adminPaths = {
  /** A section's list, narrowed by the filters given (`status`, `search`, `stock`...). */
  section: (name: AdminSectionName, query: Record<string, string | undefined> = {}) =>
    withQuery(adminSectionPath(name), query),
  newProduct: adminPathPatterns.newProduct,
  /** A product's page: its form, or its history with `tab: 'history'`. */
  product: (id: number, tab?: 'history') =>
    withQuery(`${adminSectionPath('products')}/${id}`, { tab }),
  order: (id: number) => `${adminSectionPath('orders')}/${id}`,
  /** The orders list searched for one order's number. */
  orderSearch: (orderNumber: string) => adminPaths.section('orders', { search: orderNumber }),
  return: (id: number) => `${adminSectionPath('return')}/${id}`,
};
