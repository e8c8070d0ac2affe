import type { ComponentType } from 'react';

/*
 * Every admin page, each loaded as a chunk of its own. The router reaches them through this one
 * lazily loaded module, so the storefront's entry code carries one import for the whole back
 * office however many pages it grows. A new page goes here and in app/router.tsx; a new section's
 * path goes in lib/paths.ts too, under the same name. Sign-in security is composed by the app
 * (app/routes/admin-security-route.tsx), as it shows the account feature's sessions too.
 */
const ADMIN_PAGES = {
  dashboard: () => import('./dashboard/routes/dashboard-page'),
  users: () => import('./users/routes/users-page'),
  products: () => import('./products/routes/products-page'),
  'product-edit': () => import('./products/routes/product-edit-page'),
  deletedproduct: () => import('./deleted-products/routes/deleted-products-page'),
  addcategories: () => import('./categories/routes/categories-page'),
  orders: () => import('./orders/routes/orders-page'),
  'order-detail': () => import('./orders/routes/order-detail-page'),
  fulfilment: () => import('./fulfilment/routes/fulfilment-page'),
  return: () => import('./returns/routes/returns-page'),
  'return-detail': () => import('./returns/routes/return-detail-page'),
  notifications: () => import('./notifications/routes/notifications-page'),
  activity: () => import('./activity/routes/activity-page'),
  'contact-messages': () => import('./contact-messages/routes/contact-messages-page'),
  settings: () => import('./settings/routes/settings-page'),
  menu: () => import('./menus/routes/menus-page'),
  review: () => import('./reviews/routes/reviews-page'),
  'payment-method': () => import('./payment-method/routes/payment-method-page'),
  gst: () => import('./gst/routes/gst-page'),
  delivery: () => import('./delivery/routes/delivery-page'),
  promotions: () => import('./promotions/routes/promotions-page'),
  'promotion-edit': () => import('./promotions/routes/promotion-edit-page'),
  searches: () => import('./searches/routes/searches-page'),
  'not-found': () =>
    import('./components/admin-not-found').then((module) => ({ default: module.AdminNotFound })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminPageName = keyof typeof ADMIN_PAGES;

/** The page component of one admin page, once its chunk has loaded. */
export async function loadAdminPage(name: AdminPageName): Promise<ComponentType> {
  return (await ADMIN_PAGES[name]()).default;
}
