import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { AdminPageName } from '@/features/admin/admin-pages';
import { LoadingPage } from './layouts/loading-page';
import { RootLayout } from './layouts/root-layout';
import { StoreLayout } from './layouts/store-layout';
import { UserLoginRedirect } from './routes/user-login-redirect';

type Lazy = () => Promise<{ Component: ComponentType }>;

/** A route whose module's default export is the page. */
const page =
  (load: () => Promise<{ default: ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

/** A route whose page is a named export of a module. */
const named =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Lazy =>
  async () => ({ Component: (await load())[name] });

const shop = page(() => import('@/features/catalog/routes/shop-page'));

/**
 * Marks a storefront page the server draws with its data (issue 13): the home page, the
 * listings and the product page. Account, checkout and admin pages stay drawn in the browser.
 */
const serverRendered = { serverRendered: true } as const;

export interface RouteHandle {
  serverRendered?: boolean;
}

/** An admin page (spec section 2): a chunk of its own, reached through the admin page list. */
const adminPage =
  (name: AdminPageName): Lazy =>
  async () => ({ Component: await (await import('@/features/admin/admin-pages')).loadAdminPage(name) });

/** The admin sections under /admin (spec section 2); /admin itself is the sign-in. */
const ADMIN_SECTION_PATHS = [
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
] as const satisfies readonly AdminPageName[];

const adminPages: RouteObject[] = [
  ...ADMIN_SECTION_PATHS.map((path) => ({ path, lazy: adminPage(path) })),
  // A product's own page: the form for a new one, or an edited one's form and history.
  { path: 'products/new', lazy: adminPage('product-edit') },
  { path: 'products/:id', lazy: adminPage('product-edit') },
  // A return or exchange request's page, with the decisions its state allows.
  { path: 'return/:id', lazy: adminPage('return-detail') },
  // An order's page: figures, timeline with internal notes, status change and invoice.
  { path: 'orders/:id', lazy: adminPage('order-detail') },
  { path: '*', lazy: adminPage('not-found') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingPage,
    // No errorElement on purpose: the router's default error page is the spec's routing-error screen.
    children: [
      {
        Component: StoreLayout,
        children: [
          { index: true, lazy: named(() => import('./routes/home-route'), 'HomeRoute'), handle: serverRendered },
          { path: 'about', lazy: page(() => import('@/features/about/routes/about-page')), handle: serverRendered },
          { path: 'fragrances', lazy: page(() => import('@/features/catalog/routes/fragrances-page')), handle: serverRendered },
          { path: 'promoslider', lazy: page(() => import('@/features/home/routes/promo-slider-page')) },
          { path: 'jewelryslider', lazy: page(() => import('@/features/home/routes/jewelry-slider-page')) },
          { path: 'featuresBanner', lazy: page(() => import('@/features/home/routes/features-banner-page')) },
          {
            path: 'newsletterSection',
            lazy: named(() => import('@/features/newsletter/routes/newsletter-section-page'), 'NewsletterSectionPage'),
          },
          { path: 'shop', lazy: shop, handle: serverRendered },
          { path: 'shop/gender/:gender', lazy: shop, handle: serverRendered },
          { path: 'shop/occasion/:occasion', lazy: shop, handle: serverRendered },
          { path: 'products', lazy: page(() => import('@/features/catalog/routes/products-page')), handle: serverRendered },
          { path: 'product/:id', lazy: named(() => import('./routes/product-route'), 'ProductRoute'), handle: serverRendered },
          { path: 'collections', lazy: page(() => import('@/features/catalog/routes/collections-page')), handle: serverRendered },
          { path: 'collections/:type', lazy: page(() => import('@/features/catalog/routes/collection-page')), handle: serverRendered },
          { path: 'search', lazy: page(() => import('@/features/catalog/routes/search-page')), handle: serverRendered },
          { path: 'contact', lazy: named(() => import('@/features/contact/routes/contact-page'), 'ContactPage') },
          { path: 'cart', lazy: named(() => import('@/features/cart/routes/cart-page'), 'CartPage') },
          { path: 'checkout', lazy: named(() => import('./routes/checkout-route'), 'CheckoutRoute') },
          // Not guarded (spec section 6): a visitor reads the policy; My Returns asks them to sign in.
          { path: 'returns', lazy: named(() => import('./routes/returns-route'), 'ReturnsRoute') },
          {
            lazy: named(() => import('./layouts/account-layout'), 'AccountLayout'),
            children: [
              { path: 'profile', lazy: named(() => import('./routes/profile-route'), 'ProfileRoute') },
              { path: 'wishlist', lazy: named(() => import('./routes/wishlist-route'), 'WishlistRoute') },
              { path: 'track-order', lazy: named(() => import('@/features/orders/routes/track-order-page'), 'TrackOrderPage') },
            ],
          },
          { path: 'login', lazy: page(() => import('@/features/auth/routes/login-page')) },
          { path: 'register', lazy: page(() => import('@/features/auth/routes/register-page')) },
          { path: 'set-password', lazy: page(() => import('@/features/auth/routes/set-password-page')) },
          { path: 'google-callback', lazy: page(() => import('@/features/auth/routes/google-callback-page')) },
          { path: 'gifting', lazy: page(() => import('@/features/catalog/routes/gifting-page')), handle: serverRendered },
          { path: 'jewelry', lazy: page(() => import('@/features/catalog/routes/jewelry-page')), handle: serverRendered },
          { path: '*', lazy: named(() => import('@/components/not-found-view'), 'NotFoundView') },
        ],
      },
      // The spec's target after a 401 (section 2); the store has one login page.
      { path: 'user/login', Component: UserLoginRedirect },
      {
        path: 'admin',
        children: [
          { index: true, lazy: named(() => import('./routes/admin-login-route'), 'AdminLoginRoute') },
          {
            lazy: named(() => import('./layouts/admin-layout'), 'AdminLayout'),
            children: adminPages,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The path patterns (`/shop/gender/:gender`) of the pages the server draws, for its routes. */
export function serverRenderedPaths(branch: RouteObject[] = routes, parent = ''): string[] {
  return branch.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = (route.handle as RouteHandle | undefined)?.serverRendered ? [path || '/'] : [];
    return [...own, ...serverRenderedPaths(route.children ?? [], path === '/' ? '' : path)];
  });
}

/**
 * Loads the code of the routes matching `pathname` and puts it in place of their `lazy`, so
 * that a router created afterwards starts ready: a page drawn on the server then hydrates
 * straight away instead of passing through the loading fallback (which would not match).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
