import type { Permission } from '@attar/contracts';

/**
 * The one table of what every admin route needs (docs/permissions.md shows it, decision 0054):
 * `METHOD /api/path`, as Fastify registers the route, to the permission a staff role must hold.
 * A route declared `access: 'admin'` that is not here stops the server at start-up, and a test
 * sends each route a request as each role, so a new admin route cannot ship unguarded.
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Overview
  'GET /api/getDashboardSummary': 'dashboard.view',
  'GET /api/admin/setup-checklist': 'dashboard.view',
  'GET /api/notifications/search': 'notifications.view',
  'GET /api/notifications/unread-count': 'notifications.view',
  'PUT /api/notifications/:id/mark-as-read': 'notifications.view',
  'PUT /api/notifications/mark-all-read': 'notifications.view',
  'DELETE /api/notifications/:id': 'notifications.view',
  'GET /api/admin/contact-messages': 'contact.view',
  'GET /api/admin/activity-log': 'activity.view',
  'GET /api/admin/activity-log/entity-types': 'activity.view',
  'GET /api/admin/activity-log/export.csv': 'activity.view',

  // Orders and payments
  'GET /api/order/adminSearch': 'orders.view',
  'GET /api/admin/orders/:id': 'orders.view',
  'GET /api/admin/orders/:id/payments': 'orders.view',
  'PUT /api/order/admin/order/status': 'orders.manage',
  'POST /api/admin/orders/:id/notes': 'orders.manage',
  'POST /api/admin/orders/:id/payments/:entryId/retry': 'orders.manage',
  'POST /api/admin/orders/:id/rto-received': 'orders.manage',
  'POST /api/admin/orders/:id/shipment/refresh': 'orders.manage',
  'GET /api/admin/fulfilment': 'orders.view',
  'GET /api/admin/abandoned-carts/summary': 'orders.view',
  'POST /api/admin/shipments': 'orders.manage',
  'GET /api/admin/shipments/labels.pdf': 'orders.view',
  'GET /api/admin/shipments/manifest.pdf': 'orders.view',
  'GET /api/admin/shipments/packing-slips.pdf': 'orders.view',
  'GET /api/admin/payments.csv': 'invoices.download',
  'GET /api/admin/orders/:id/invoice.pdf': 'invoices.download',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'orders.view',
  'GET /api/admin/orders/:id/credit-notes/:creditNoteId.pdf': 'invoices.download',
  'GET /api/admin/gst/summary': 'invoices.download',
  'GET /api/admin/gst/gstr1.csv': 'invoices.download',
  'GET /api/admin/gst/sales-register.csv': 'invoices.download',
  'GET /api/payment-methods': 'payments.manage',
  'PUT /api/payment-methods/:id/status': 'payments.manage',
  'PUT /api/admin/settings/cod-fee': 'payments.manage',
  'PUT /api/admin/settings/online-payments': 'payments.manage',
  'PUT /api/admin/settings/cod-confirmation': 'payments.manage',
  'PUT /api/admin/settings/prepaid-discount': 'payments.manage',

  // Returns
  'GET /api/admin/returns': 'returns.view',
  'GET /api/admin/returns/:id': 'returns.view',
  'POST /api/admin/returns/:id/approve': 'returns.manage',
  'POST /api/admin/returns/:id/reject': 'returns.manage',
  'POST /api/admin/returns/:id/receive': 'returns.manage',
  'POST /api/admin/returns/:id/complete': 'returns.manage',

  // Catalogue
  'POST /api/products/products': 'catalogue.manage',
  'PUT /api/products/update/:id': 'catalogue.manage',
  'DELETE /api/products/delete/:id': 'catalogue.manage',
  'GET /api/products/get/deleted': 'catalogue.manage',
  'PUT /api/products/:id/restoreDeleted': 'catalogue.manage',
  'GET /api/admin/products': 'catalogue.manage',
  'GET /api/admin/products/:id': 'catalogue.manage',
  'POST /api/admin/products/:id/stock': 'catalogue.manage',
  'GET /api/admin/products/:id/stock-movements': 'catalogue.manage',
  'GET /api/admin/products/:id/variants': 'catalogue.manage',
  'PUT /api/admin/products/:id/variants': 'catalogue.manage',
  'GET /api/admin/products/:id/components': 'catalogue.manage',
  'PUT /api/admin/products/:id/components': 'catalogue.manage',
  'GET /api/product-history/:id': 'catalogue.manage',
  'POST /api/product-history/:id/restore/:entryId': 'catalogue.manage',
  'GET /api/admin/products/export.csv': 'catalogue.manage',
  'POST /api/admin/products/import': 'catalogue.manage',
  'GET /api/admin/products/imports': 'catalogue.manage',
  'GET /api/admin/products/imports/:id': 'catalogue.manage',
  'GET /api/categories/admingetcategory': 'catalogue.manage',
  'POST /api/categories/add': 'catalogue.manage',
  'PUT /api/categories/update/:id': 'catalogue.manage',
  'DELETE /api/categories/delete/:id': 'catalogue.manage',
  'GET /api/admin/search/synonyms': 'catalogue.manage',
  'POST /api/admin/search/synonyms': 'catalogue.manage',
  'PUT /api/admin/search/synonyms/:id': 'catalogue.manage',
  'DELETE /api/admin/search/synonyms/:id': 'catalogue.manage',
  'GET /api/admin/search/report': 'catalogue.manage',
  'POST /api/menus/addMenus': 'menus.manage',
  'PUT /api/menus/Update/:id': 'menus.manage',
  'PUT /api/menus/reorder': 'menus.manage',
  'DELETE /api/menus/Delete/:id': 'menus.manage',
  'POST /api/upload/images': 'media.upload',
  'DELETE /api/upload/images/:publicId': 'media.upload',
  'GET /api/admin/products/reviews/search': 'reviews.moderate',

  // People
  'GET /api/admin/get-users': 'customers.view',
  'PUT /api/AdminUpdateUser': 'customers.manage',
  'DELETE /api/users/:id': 'customers.manage',
  'POST /api/admin/create-admin': 'staff.manage',
  'PUT /api/admin/users/:id/staff-role': 'staff.manage',
  'POST /api/admin/users/:id/two-factor/reset': 'staff.manage',
  'PUT /api/admin/settings/staff-two-factor': 'staff.manage',
  'GET /api/admin/subscribers': 'customers.view',
  'GET /api/admin/subscribers/export.csv': 'customers.view',

  // Settings
  'GET /api/admin/settings': 'settings.manage',
  'PUT /api/admin/settings/cash-on-delivery': 'settings.manage',
  'PUT /api/admin/settings/returns': 'settings.manage',
  'PUT /api/admin/settings/inventory': 'settings.manage',
  'PUT /api/admin/settings/store-contact': 'settings.manage',
  'PUT /api/admin/settings/gift-wrap': 'settings.manage',
  'PUT /api/admin/settings/abandoned-cart': 'settings.manage',
  'PUT /api/admin/settings/invoice-identity': 'tax.manage',
  'GET /api/admin/settings/gst-rates': 'tax.manage',
  'POST /api/admin/settings/gst-rates': 'tax.manage',
  'DELETE /api/admin/settings/gst-rates/:id': 'tax.manage',
  'GET /api/admin/jobs/failed': 'settings.manage',
  'POST /api/admin/jobs/failed/:id/retry': 'settings.manage',
  'POST /api/admin/jobs/failed/:id/dismiss': 'settings.manage',

  // Delivery
  'GET /api/admin/delivery-zones': 'shipping.manage',
  'GET /api/admin/delivery-zones/test': 'shipping.manage',
  'POST /api/admin/delivery-zones': 'shipping.manage',
  'PUT /api/admin/delivery-zones/order': 'shipping.manage',
  'PUT /api/admin/delivery-zones/:id': 'shipping.manage',
  'DELETE /api/admin/delivery-zones/:id': 'shipping.manage',

  // Promotions
  'GET /api/admin/promotions': 'promotions.manage',
  'GET /api/admin/promotions/:id': 'promotions.manage',
  'POST /api/admin/promotions': 'promotions.manage',
  'PUT /api/admin/promotions/:id': 'promotions.manage',
  'DELETE /api/admin/promotions/:id': 'promotions.manage',
};

/** The permission an admin route needs; throws for a route missing from the table. */
export function permissionOfRoute(method: string, url: string): Permission {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  const permission = ADMIN_ROUTE_PERMISSIONS[key];
  if (!permission) {
    throw new Error(`${key} is an admin route without a permission in lib/admin-permissions.ts`);
  }
  return permission;
}

/** What a step-up rule reads of a request, once it is validated. */
export interface ValidatedRequest {
  query: unknown;
  body: unknown;
}

/**
 * When a sensitive admin route asks for a fresh two-factor code (decision 0055): always, or for
 * the requests a rule picks (after the query and body are validated).
 */
export type FreshCodeRule = true | ((request: ValidatedRequest) => boolean);

/** The spec's status change names the new status in its query string. */
const cancels = ({ query }: ValidatedRequest) =>
  typeof query === 'object' &&
  query !== null &&
  (query as { status?: unknown }).status === 'CANCELLED';

/**
 * The admin routes that move money or who may do what: staff with two-factor sign-in on confirm
 * them with a code when their session's last one is older than TWO_FACTOR_CODE_MAX_AGE_MINUTES
 * (403 FRESH_CODE_REQUIRED). docs/permissions.md lists them.
 */
export const FRESH_CODE_ROUTES: Readonly<Record<string, FreshCodeRule>> = {
  // Refunds: a cancellation refunds what was paid online, a completed return its lines.
  'PUT /api/order/admin/order/status': cancels,
  'POST /api/admin/orders/:id/payments/:entryId/retry': true,
  'POST /api/admin/returns/:id/complete': true,
  // A parcel returned undelivered and received back refunds what was paid online.
  'POST /api/admin/orders/:id/rto-received': true,
  // Staff and what they may do.
  'POST /api/admin/create-admin': true,
  'PUT /api/admin/users/:id/staff-role': true,
  'POST /api/admin/users/:id/two-factor/reset': true,
  'PUT /api/admin/settings/staff-two-factor': true,
  // The seller on every invoice, and how the store is paid.
  'PUT /api/admin/settings/invoice-identity': true,
  'PUT /api/payment-methods/:id/status': true,
  'PUT /api/admin/settings/cod-fee': true,
  'PUT /api/admin/settings/online-payments': true,
  'PUT /api/admin/settings/cod-confirmation': true,
  'PUT /api/admin/settings/prepaid-discount': true,
};

/** The step-up rule of an admin route, or undefined when it asks for none. */
export function freshCodeRuleOfRoute(method: string, url: string): FreshCodeRule | undefined {
  return FRESH_CODE_ROUTES[`${method} ${url}`];
}
