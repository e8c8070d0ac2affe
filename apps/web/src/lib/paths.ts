/*
 * Every page's path in one place: the router matches these patterns and the links build their
 * addresses with the same helpers, so a path is spelled once and a link cannot drift from the
 * route it means. Parameterised pages have a pattern (`/product/:id`) for the router and a
 * function for links. Named constants rather than an object: the router ships with every
 * storefront page, and the bundler puts a constant's value where it is used (vite.config.ts),
 * where an object's keys would ship too.
 */

// The storefront's and the account's pages.
export const HOME_PATH = '/';
export const ABOUT_PATH = '/about';
export const FRAGRANCES_PATH = '/fragrances';
export const JEWELRY_PATH = '/jewelry';
export const GIFTING_PATH = '/gifting';
export const PROMO_SLIDER_PATH = '/promoslider';
export const JEWELRY_SLIDER_PATH = '/jewelryslider';
export const FEATURES_BANNER_PATH = '/featuresBanner';
export const NEWSLETTER_SECTION_PATH = '/newsletterSection';
export const SHOP_PATH = '/shop';
export const PRODUCTS_PATH = '/products';
export const COLLECTIONS_PATH = '/collections';
export const SEARCH_PATH = '/search';
export const CONTACT_PATH = '/contact';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const RETURNS_PATH = '/returns';
export const PROFILE_PATH = '/profile';
export const WISHLIST_PATH = '/wishlist';
export const TRACK_ORDER_PATH = '/track-order';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const SET_PASSWORD_PATH = '/set-password';
export const GOOGLE_CALLBACK_PATH = '/google-callback';
/** Where a visitor's "Notify me" confirmation mail links (`?token=`): confirms the alert. */
export const BACK_IN_STOCK_CONFIRM_PATH = '/back-in-stock/confirm';
/** Where a marketing mail's one-click unsubscribe links (`?token=`). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** Where a 401 sends the visitor; it redirects to the one login page. */
export const USER_LOGIN_PATH = '/user/login';

// The router's patterns of the storefront pages that take a parameter.
export const SHOP_GENDER_PATTERN = '/shop/gender/:gender';
export const SHOP_OCCASION_PATTERN = '/shop/occasion/:occasion';
export const PRODUCT_PATTERN = '/product/:id';
export const COLLECTION_PATTERN = '/collections/:type';
/** Where the payment gateway returns the shopper (a whole page load), and where a payment is retried. */
export const CHECKOUT_PAYMENT_PATTERN = '/checkout/payment/:orderId';

export const productPath = (id: number) => `/product/${id}`;
/** A product's page open on one of its variants (the page reads `?sku=`: catalog/variant-choice.ts). */
export const productVariantPath = (id: number, sku: string) =>
  `/product/${id}?${new URLSearchParams({ sku })}`;
export const shopGenderPath = (gender: string) => `/shop/gender/${gender}`;
export const shopOccasionPath = (occasion: string) => `/shop/occasion/${occasion}`;
export const collectionPath = (slug: string) => `/collections/${slug}`;
/** The search results for what was typed (form encoding: a space as +, as the browser sends a form). */
export const searchPath = (query: string) => `${SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
/** The query parameter of My Account that names the order just placed (`/profile?placed=31`). */
export const PLACED_ORDER_PARAM = 'placed';
/** My Account opened on the order just placed, which it shows on top (a reload keeps it). */
export const profilePlacedOrderPath = (orderId: number) =>
  `${PROFILE_PATH}?${PLACED_ORDER_PARAM}=${orderId}`;
/** The payment result of an order awaiting online payment: retry, or pay on delivery instead. */
export const checkoutPaymentPath = (orderId: number) => `/checkout/payment/${orderId}`;
/** The order tracking page opened on one order. */
export const trackOrderPath = (orderNumber: string) =>
  `${TRACK_ORDER_PATH}?order=${encodeURIComponent(orderNumber)}`;

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
  'fulfilment',
  'return',
  'notifications',
  'contact-messages',
  'activity',
  'gst',
  'searches',
  'settings',
  'menu',
  'review',
  'payment-method',
  'delivery',
  'promotions',
  'security',
] as const;

export type AdminSectionName = (typeof ADMIN_SECTION_NAMES)[number];

/**
 * Plural addresses an owner types by habit, and the spec's section each leads to (the spec
 * names the singular ones: docs/product.md, "Screens and routes"). The router redirects each,
 * and anything below it (`/admin/returns/12` to `/admin/return/12`), so one table keeps them.
 */
export const ADMIN_SECTION_ALIASES = {
  returns: 'return',
  reviews: 'review',
  menus: 'menu',
  categories: 'addcategories',
} as const satisfies Record<string, AdminSectionName>;

/** /admin itself is the admin's sign-in. */
export const ADMIN_SIGN_IN_PATH = '/admin';

export const adminSectionPath = (name: AdminSectionName) => `${ADMIN_SIGN_IN_PATH}/${name}`;

// The router's patterns of the admin pages below a section.
export const ADMIN_NEW_PRODUCT_PATTERN = '/admin/products/new';
export const ADMIN_PRODUCT_PATTERN = '/admin/products/:id';
export const ADMIN_ORDER_PATTERN = '/admin/orders/:id';
export const ADMIN_RETURN_PATTERN = '/admin/return/:id';
export const ADMIN_NEW_PROMOTION_PATTERN = '/admin/promotions/new';
export const ADMIN_PROMOTION_PATTERN = '/admin/promotions/:id';

export const ADMIN_NEW_PRODUCT_PATH = ADMIN_NEW_PRODUCT_PATTERN;
export const adminProductPath = (id: number) => `/admin/products/${id}`;
/** A product's page open on its history of changes. */
export const adminProductHistoryPath = (id: number) => `/admin/products/${id}?tab=history`;
export const adminOrderPath = (id: number) => `/admin/orders/${id}`;
/** The orders list searched for one order's number. */
export const adminOrderSearchPath = (orderNumber: string) =>
  `/admin/orders?search=${encodeURIComponent(orderNumber)}`;
export const adminReturnPath = (id: number) => `/admin/return/${id}`;
export const ADMIN_NEW_PROMOTION_PATH = ADMIN_NEW_PROMOTION_PATTERN;
export const adminPromotionPath = (id: number) => `/admin/promotions/${id}`;
