import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

const placeholders = () => import('@/features/coming-soon/routes/store-placeholder-pages');
const placeholder = (name: keyof Awaited<ReturnType<typeof placeholders>>) => named(placeholders, name);

const shop = page(() => import('@/features/catalog/routes/shop-page'));

/** The admin area's pages (spec section 2); all of their code sits in chunks of its own. */
const ADMIN_PAGES = [
  'dashboard',
  'users',
  'products',
  'deletedproduct',
  'addcategories',
  'orders',
  'return',
  'notifications',
  'settings',
  'menu',
  'review',
  'payment-method',
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
          { index: true, lazy: page(() => import('@/features/home/routes/home-page')) },
          { path: 'about', lazy: placeholder('AboutPage') },
          { path: 'fragrances', lazy: placeholder('FragrancesPage') },
          { path: 'promoslider', lazy: placeholder('PromoSliderPage') },
          { path: 'jewelryslider', lazy: placeholder('JewelrySliderPage') },
          { path: 'featuresBanner', lazy: placeholder('FeaturesBannerPage') },
          { path: 'newsletterSection', lazy: placeholder('NewsletterSectionPage') },
          { path: 'shop', lazy: shop },
          { path: 'shop/gender/:gender', lazy: shop },
          { path: 'shop/occasion/:occasion', lazy: shop },
          { path: 'products', lazy: page(() => import('@/features/catalog/routes/products-page')) },
          { path: 'product/:id', lazy: named(() => import('./routes/product-route'), 'ProductRoute') },
          { path: 'collections', lazy: placeholder('CollectionsPage') },
          { path: 'collections/:type', lazy: placeholder('CollectionTypePage') },
          { path: 'search', lazy: page(() => import('@/features/catalog/routes/search-page')) },
          { path: 'contact', lazy: placeholder('ContactPage') },
          { path: 'cart', lazy: placeholder('CartPage') },
          { path: 'checkout', lazy: placeholder('CheckoutPage') },
          {
            lazy: named(() => import('./layouts/account-layout'), 'AccountLayout'),
            children: [
              { path: 'profile', lazy: named(() => import('./routes/profile-route'), 'ProfileRoute') },
              { path: 'wishlist', lazy: placeholder('WishlistPage') },
              { path: 'track-order', lazy: placeholder('TrackOrderPage') },
              { path: 'returns', lazy: placeholder('ReturnsPage') },
            ],
          },
          { path: 'login', lazy: page(() => import('@/features/auth/routes/login-page')) },
          { path: 'register', lazy: page(() => import('@/features/auth/routes/register-page')) },
          { path: 'set-password', lazy: page(() => import('@/features/auth/routes/set-password-page')) },
          { path: 'google-callback', lazy: page(() => import('@/features/auth/routes/google-callback-page')) },
          { path: 'gifting', lazy: placeholder('GiftingPage') },
          { path: 'jewelry', lazy: placeholder('JewelryPage') },
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
            children: ADMIN_PAGES.map((path) => ({
              path,
              lazy: page(() => import('@/features/admin/routes/admin-pages')),
            })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
