import { type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import type { AdminPageName } from '@/features/admin/admin-pages';
import type { AccountPageName } from './account-pages';
import {
  ABOUT_PATH,
  ADMIN_NEW_PRODUCT_PATTERN,
  ADMIN_NEW_PROMOTION_PATTERN,
  ADMIN_ORDER_PATTERN,
  ADMIN_PRODUCT_PATTERN,
  ADMIN_PROMOTION_PATTERN,
  ADMIN_RETURN_PATTERN,
  ADMIN_SECTION_ALIASES,
  ADMIN_SECTION_NAMES,
  ADMIN_SIGN_IN_PATH,
  adminSectionPath,
  BACK_IN_STOCK_CONFIRM_PATH,
  CART_PATH,
  CHECKOUT_PATH,
  COLLECTION_PATTERN,
  COLLECTIONS_PATH,
  CONTACT_PATH,
  FEATURES_BANNER_PATH,
  FRAGRANCES_PATH,
  GIFTING_PATH,
  GOOGLE_CALLBACK_PATH,
  JEWELRY_PATH,
  JEWELRY_SLIDER_PATH,
  LOGIN_PATH,
  NEWSLETTER_SECTION_PATH,
  PRODUCT_PATTERN,
  PRODUCTS_PATH,
  PROFILE_PATH,
  PROMO_SLIDER_PATH,
  REGISTER_PATH,
  RETURNS_PATH,
  SEARCH_PATH,
  SET_PASSWORD_PATH,
  SHOP_GENDER_PATTERN,
  SHOP_OCCASION_PATTERN,
  SHOP_PATH,
  TRACK_ORDER_PATH,
  UNSUBSCRIBE_PATH,
  USER_LOGIN_PATH,
  WISHLIST_PATH,
} from '@/lib/paths';
import { type LazyPage, lazyPage, named, page } from './lazy-page';
import { LoadingPage } from './layouts/loading-page';
import { RootLayout } from './layouts/root-layout';
import { StoreLayout, storeLayoutLoading } from './layouts/store-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { UserLoginRedirect } from './routes/user-login-redirect';

const shop = page(() => import('@/features/catalog/routes/shop-page'));

/**
 * Marks a storefront page the server draws with its data (decision 0021): the home page, the
 * listings and the product page. Account, checkout and admin pages stay drawn in the browser.
 */
const serverRendered = { serverRendered: true } as const;

export interface RouteHandle {
  serverRendered?: boolean;
}

/** A page of the account area, a sign-in page or the back office's entry (account-pages.ts). */
const accountPage = (name: AccountPageName): LazyPage =>
  lazyPage(async () => (await import('./account-pages')).loadAccountPage(name));
const adminSectionAlias = accountPage('admin-section-alias');

/**
 * An admin page (docs/product.md, "Screens and routes"): a chunk of its own, reached through the
 * admin page list.
 */
const adminPage = (name: AdminPageName): LazyPage =>
  lazyPage(async () => (await import('@/features/admin/admin-pages')).loadAdminPage(name));

const adminPages: RouteObject[] = [
  // Each section's page is named after its path (admin-pages.ts); /admin itself is the sign-in.
  ...ADMIN_SECTION_NAMES.map((name) => ({
    path: adminSectionPath(name),
    // Sign-in security holds a card of the account feature too, so the app composes it.
    Component: name === 'security' ? accountPage('admin-security') : adminPage(name),
  })),
  // A product's own page: the form for a new one, or an edited one's form and history.
  { path: ADMIN_NEW_PRODUCT_PATTERN, Component: adminPage('product-edit') },
  { path: ADMIN_PRODUCT_PATTERN, Component: adminPage('product-edit') },
  // A return or exchange request's page, with the decisions its state allows.
  { path: ADMIN_RETURN_PATTERN, Component: adminPage('return-detail') },
  // An order's page: figures, timeline with internal notes, status change and invoice.
  { path: ADMIN_ORDER_PATTERN, Component: adminPage('order-detail') },
  // A promotion's form: a new one, or an edited one with its results.
  { path: ADMIN_NEW_PROMOTION_PATTERN, Component: adminPage('promotion-edit') },
  { path: ADMIN_PROMOTION_PATTERN, Component: adminPage('promotion-edit') },
  { path: '*', Component: adminPage('not-found') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        Component: StoreLayout,
        children: [
          {
            index: true,
            Component: named(() => import('./routes/home-route'), 'HomeRoute'),
            handle: serverRendered,
          },
          {
            path: ABOUT_PATH,
            Component: page(() => import('@/features/about/routes/about-page')),
            handle: serverRendered,
          },
          {
            path: FRAGRANCES_PATH,
            Component: page(() => import('@/features/catalog/routes/fragrances-page')),
            handle: serverRendered,
          },
          {
            path: PROMO_SLIDER_PATH,
            Component: page(() => import('@/features/home/routes/promo-slider-page')),
          },
          {
            path: JEWELRY_SLIDER_PATH,
            Component: page(() => import('@/features/home/routes/jewelry-slider-page')),
          },
          {
            path: FEATURES_BANNER_PATH,
            Component: page(() => import('@/features/home/routes/features-banner-page')),
          },
          {
            path: NEWSLETTER_SECTION_PATH,
            Component: named(
              () => import('@/features/newsletter/routes/newsletter-section-page'),
              'NewsletterSectionPage',
            ),
          },
          { path: SHOP_PATH, Component: shop, handle: serverRendered },
          { path: SHOP_GENDER_PATTERN, Component: shop, handle: serverRendered },
          { path: SHOP_OCCASION_PATTERN, Component: shop, handle: serverRendered },
          {
            path: PRODUCTS_PATH,
            Component: page(() => import('@/features/catalog/routes/products-page')),
            handle: serverRendered,
          },
          {
            path: PRODUCT_PATTERN,
            Component: named(() => import('./routes/product-route'), 'ProductRoute'),
            handle: serverRendered,
          },
          {
            path: COLLECTIONS_PATH,
            Component: page(() => import('@/features/catalog/routes/collections-page')),
            handle: serverRendered,
          },
          {
            path: COLLECTION_PATTERN,
            Component: page(() => import('@/features/catalog/routes/collection-page')),
            handle: serverRendered,
          },
          {
            path: SEARCH_PATH,
            Component: page(() => import('@/features/catalog/routes/search-page')),
            handle: serverRendered,
          },
          {
            path: CONTACT_PATH,
            Component: named(() => import('@/features/contact/routes/contact-page'), 'ContactPage'),
          },
          // The cart, which a cart reminder's link (?restore=saved) fills from the saved cart.
          {
            path: CART_PATH,
            Component: named(() => import('./routes/cart-route'), 'CartRoute'),
          },
          // The checkout, and under it where the payment gateway's page returns the shopper
          // (/checkout/payment/:orderId): one entry, so the storefront's first screen carries no
          // more routing for it.
          {
            path: `${CHECKOUT_PATH}/*`,
            Component: named(() => import('./routes/checkout-route'), 'CheckoutRoute'),
          },
          // Not guarded (docs/product.md, "Roles and permissions"): a visitor reads the policy; My
          // Returns asks them to sign in.
          {
            path: RETURNS_PATH,
            Component: accountPage('returns'),
          },
          {
            Component: accountPage('account-layout'),
            children: [
              {
                path: PROFILE_PATH,
                Component: accountPage('profile'),
              },
              {
                path: WISHLIST_PATH,
                Component: accountPage('wishlist'),
              },
            ],
          },
          // Not guarded: signed out, a guest tracks an order by its number and their email or
          // mobile (the order mails link here); signed in, it is a page of the account area.
          {
            path: TRACK_ORDER_PATH,
            Component: accountPage('track-order'),
          },
          { path: LOGIN_PATH, Component: accountPage('login') },
          {
            path: REGISTER_PATH,
            Component: accountPage('register'),
          },
          {
            path: SET_PASSWORD_PATH,
            Component: accountPage('set-password'),
          },
          {
            path: GOOGLE_CALLBACK_PATH,
            Component: accountPage('google-callback'),
          },
          // Where a visitor's "Notify me" mail links: confirms the alert with the link's token.
          // Drawn in the browser, which sends the token once.
          {
            path: BACK_IN_STOCK_CONFIRM_PATH,
            Component: page(() => import('@/features/back-in-stock/routes/confirm-page')),
          },
          // Where a marketing mail's unsubscribe link leads: sends the token once, signed in or
          // not. Through account-pages.ts, so the storefront's app code gains no import for it.
          { path: UNSUBSCRIBE_PATH, Component: accountPage('unsubscribe') },
          {
            path: GIFTING_PATH,
            Component: page(() => import('@/features/catalog/routes/gifting-page')),
            handle: serverRendered,
          },
          {
            path: JEWELRY_PATH,
            Component: page(() => import('@/features/catalog/routes/jewelry-page')),
            handle: serverRendered,
          },
          {
            path: '*',
            Component: named(() => import('@/components/not-found-view'), 'NotFoundView'),
          },
        ],
      },
      // The spec's target after a 401 (docs/product.md, "Screens and routes"); the store has one
      // login page.
      { path: USER_LOGIN_PATH, Component: UserLoginRedirect },
      {
        path: ADMIN_SIGN_IN_PATH,
        children: [
          {
            index: true,
            Component: accountPage('admin-login'),
          },
          {
            Component: accountPage('admin-layout'),
            children: adminPages,
          },
          // Plural addresses lead to the spec's sections before the admin guard runs, so the
          // guard (and a sign-in's way back) sees the spec's address.
          ...Object.keys(ADMIN_SECTION_ALIASES).map((alias) => ({
            path: `${ADMIN_SIGN_IN_PATH}/${alias}/*`,
            Component: adminSectionAlias,
          })),
        ],
      },
    ],
  },
];

/** The path patterns (`/shop/gender/:gender`) of the pages the server draws, for its routes. */
export function serverRenderedPaths(branch: RouteObject[] = routes, parent = ''): string[] {
  return branch.flatMap((route) => {
    // The routes name their paths whole (lib/paths.ts); a relative one would follow its parent's.
    const whole = route.path?.startsWith('/')
      ? route.path
      : route.path && `${parent}/${route.path}`;
    const path = route.index ? parent || '/' : whole || parent;
    const own = (route.handle as RouteHandle | undefined)?.serverRendered ? [path || '/'] : [];
    return [...own, ...serverRenderedPaths(route.children ?? [], path === '/' ? '' : path)];
  });
}

const matchesByPath = new Map<string, ReturnType<typeof matchRoutes>>();

/*
 * The table without the back office, for the addresses outside it. Matching ranks every branch of
 * the table it is given and compiles a pattern for each one it tries, and the back office holds
 * half the branches: on a slow phone the whole table cost the storefront's start-up 15-30 ms in
 * one task (bench/README.md, "Lighthouse"). Matching is case-insensitive, so any address whose
 * lower case does not start with /admin cannot reach the back office's branch.
 */
const storefrontTable = routes.map((route): RouteObject =>
  route.index
    ? route
    : {
        ...route,
        children: route.children?.filter((child) => child.path !== ADMIN_SIGN_IN_PATH),
      },
);

/**
 * The routes matching `pathname`, worked out once per path: the route table never changes, and
 * matching ranks every route of the table (admin ones included) each time, which cost a slow
 * phone tens of milliseconds on every call of a page's start (bench/README.md, "Lighthouse").
 * A session visits a few hundred paths at most, so the map is not trimmed.
 */
function routeMatches(pathname: string): ReturnType<typeof matchRoutes> {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    const table = pathname.toLowerCase().startsWith(ADMIN_SIGN_IN_PATH) ? routes : storefrontTable;
    matchesByPath.set(pathname, (matches = matchRoutes(table, pathname)));
  }
  return matches;
}

const tablesByPath = new Map<string, RouteObject[]>();

/**
 * The table useRoutes draws `pathname` with: the routes its match went through and nothing else,
 * each holding only the next one. useRoutes matches its table on every render; given the whole
 * table it ranked every branch again, in the hydration's own tasks. The one branch left matches
 * the same routes with the same parameters. An address nothing matches keeps the whole table.
 */
function routesFor(pathname: string): RouteObject[] {
  let table = tablesByPath.get(pathname);
  if (table === undefined) {
    table = routes;
    const matches = routeMatches(pathname);
    if (matches && matches.length > 0) {
      let next: RouteObject[] | undefined;
      for (const { route } of [...matches].reverse())
        next = [{ ...route, children: next }] as RouteObject[];
      table = next ?? routes;
    }
    tablesByPath.set(pathname, table);
  }
  return table;
}

/** The lazily loaded pages on the way to `pathname`: its layouts and the page itself. */
function matchedPages(pathname: string): LazyPage[] {
  return (routeMatches(pathname) ?? []).flatMap(({ route }) => {
    const component = route.Component as Partial<LazyPage> | null | undefined;
    return typeof component?.preload === 'function' ? [component as LazyPage] : [];
  });
}

/** Whether every page on the way to `pathname` has its code loaded. */
function isPageReady(pathname: string): boolean {
  return matchedPages(pathname).every((lazy) => lazy.isLoaded());
}

/**
 * Loads the code of every page on the way to `pathname` side by side: before a page drawn on
 * the server is drawn (or hydrated), and on each move, so that a layout and its page do not
 * arrive one after the other.
 */
export async function preloadMatchedPages(pathname: string): Promise<void> {
  await Promise.all(matchedPages(pathname).map((lazy) => lazy.preload()));
}

const loadingByPath = new Map<string, Promise<void>>();

/**
 * Null when every page on the way to `pathname` has its code, else one promise per path while
 * it loads: React, and the router's moves, ask for the same one on each try.
 */
export function pagesLoading(pathname: string): Promise<void> | null {
  if (isPageReady(pathname)) return null;
  let loading = loadingByPath.get(pathname);
  if (!loading) {
    // A failure is left to MatchedRoutes' next try, through the page's takeLoadError().
    loading = preloadMatchedPages(pathname)
      .catch(() => {})
      .finally(() => loadingByPath.delete(pathname));
    loadingByPath.set(pathname, loading);
  }
  return loading;
}

/**
 * What a move to `pathname` waits for: its pages' code and, on a store page, the code the store
 * layout defers (the footer). Null when all of it is there.
 */
export function moveLoading(pathname: string): Promise<void> | null {
  const pages = pagesLoading(pathname);
  const storePage = (routeMatches(pathname) ?? []).some(
    ({ route }) => route.Component === StoreLayout,
  );
  const layout = storePage ? storeLayoutLoading() : null;
  return pages && layout ? Promise.all([pages, layout]).then(() => {}) : (pages ?? layout);
}

/**
 * Loads all the code `pathname` draws, the parts the store layout defers included: the server draws
 * the whole page.
 */
export async function preloadWholePage(pathname: string): Promise<void> {
  await Promise.all([preloadMatchedPages(pathname), storeLayoutLoading()]);
}

function MatchedRoutes(): ReactNode {
  const { pathname } = useLocation();
  for (const lazy of matchedPages(pathname)) {
    const error = lazy.takeLoadError();
    if (error !== undefined) throw error; // to the routing-error screen
  }
  const loading = pagesLoading(pathname);
  // Until the code is there, the first page shows the loading page, and a move keeps the
  // page being left on screen (the router draws moves in a transition). Thrown for Suspense as
  // React.lazy does: a promise given to use() is not tried again after a test's synchronous act.
  if (loading) throw loading;
  return useRoutes(routesFor(pathname));
}

/** The store's pages, under the spec's routing-error screen and the first visit's loading page. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<LoadingPage />}>
        <MatchedRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
