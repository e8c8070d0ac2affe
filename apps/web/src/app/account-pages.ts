import type { ComponentType } from 'react';

/*
 * The pages past the storefront: the account area, the sign-in pages and the way into the back
 * office, each a chunk of its own, reached through this one lazily loaded module (as the admin's
 * pages are through admin-pages.ts). The storefront's app code then carries one import for them
 * instead of each page's list of chunks to fetch ahead, which cost every storefront page about
 * 1 KB gzipped. The first visit to one of them waits one round trip more, for this module.
 */
const ACCOUNT_PAGES = {
  returns: () => import('./routes/returns-route').then((module) => module.ReturnsRoute),
  'account-layout': () => import('./layouts/account-layout').then((module) => module.AccountLayout),
  profile: () => import('./routes/profile-route').then((module) => module.ProfileRoute),
  wishlist: () => import('./routes/wishlist-route').then((module) => module.WishlistRoute),
  // Signed in, inside the account area's shell; signed out, the guest's lookup.
  'track-order': () =>
    import('./routes/track-order-route').then((module) => module.TrackOrderRoute),
  login: () => import('@/features/auth/routes/login-page').then((module) => module.default),
  register: () => import('@/features/auth/routes/register-page').then((module) => module.default),
  'set-password': () =>
    import('@/features/auth/routes/set-password-page').then((module) => module.default),
  'google-callback': () =>
    import('@/features/auth/routes/google-callback-page').then((module) => module.default),
  // A marketing mail's one-click unsubscribe, signed in or not.
  unsubscribe: () =>
    import('@/features/saved-cart/routes/unsubscribe-page').then((module) => module.default),
  'admin-login': () =>
    import('./routes/admin-login-route').then((module) => module.AdminLoginRoute),
  'admin-layout': () => import('./layouts/admin-layout').then((module) => module.AdminLayout),
  // Sign-in security with My Account's sessions card: two features, composed here.
  'admin-security': () =>
    import('./routes/admin-security-route').then((module) => module.AdminSecurityRoute),
  'admin-section-alias': () =>
    import('./routes/admin-section-alias').then((module) => module.AdminSectionAlias),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AccountPageName = keyof typeof ACCOUNT_PAGES;

/** The component of one of these pages, once its chunk has loaded. */
export function loadAccountPage(name: AccountPageName): Promise<ComponentType> {
  return ACCOUNT_PAGES[name]();
}
