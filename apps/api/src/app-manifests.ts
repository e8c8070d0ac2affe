import {
  bestSellersFlow,
  cartQuoteFlow,
  orderAdminFlow,
  orderPaymentFlow,
  orderPlacementFlow,
  returnCompletionFlow,
  setupChecklistFlow,
  shipmentBookingFlow,
  shipmentEventsFlow,
  userAdminFlow,
} from './flows/flows.module.js';
import type { Manifest } from './module-manifest.js';
import { accountModule } from './modules/account/account.module.js';
import { addressesModule } from './modules/addresses/addresses.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { backInStockModule } from './modules/back-in-stock/back-in-stock.module.js';
import { catalogModule } from './modules/catalog/catalog.module.js';
import { contactModule } from './modules/contact/contact.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { healthModule } from './modules/health/health.module.js';
import { invoicesModule } from './modules/invoices/invoices.module.js';
import { jobsModule } from './modules/jobs/jobs.module.js';
import { locationModule } from './modules/location/location.module.js';
import { mediaModule } from './modules/media/media.module.js';
import { menusModule } from './modules/menus/menus.module.js';
import { newsletterModule } from './modules/newsletter/newsletter.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { oidcModule } from './modules/oidc/oidc.module.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { promotionsModule } from './modules/promotions/promotions.module.js';
import { returnsModule } from './modules/returns/returns.module.js';
import { savedCartsModule } from './modules/saved-carts/saved-carts.module.js';
import { reviewsModule } from './modules/reviews/reviews.module.js';
import { sessionsModule } from './modules/sessions/sessions.module.js';
import { settingsModule } from './modules/settings/settings.module.js';
import { taxModule } from './modules/tax/tax.module.js';
import { twoFactorModule } from './modules/two-factor/two-factor.module.js';
import { shippingModule } from './modules/shipping/shipping.module.js';
import { shipmentsModule } from './modules/shipments/shipments.module.js';
import { usersModule } from './modules/users/users.module.js';
import { verificationModule } from './modules/verification/verification.module.js';
import { wishlistModule } from './modules/wishlist/wishlist.module.js';

/**
 * Every module and flow the app serves, in registration order: the OpenAPI document lists
 * paths in this order. Health comes first; root routes follow all of /api in this order, and
 * the web app's catch-all comes after them all (buildApp).
 */
export const APP_MANIFESTS: readonly Manifest[] = [
  healthModule,
  authModule,
  userAdminFlow,
  usersModule,
  catalogModule,
  backInStockModule,
  reviewsModule,
  wishlistModule,
  mediaModule,
  newsletterModule,
  contactModule,
  menusModule,
  locationModule,
  verificationModule,
  accountModule,
  twoFactorModule,
  sessionsModule,
  addressesModule,
  shippingModule,
  paymentsModule,
  settingsModule,
  taxModule,
  promotionsModule,
  cartQuoteFlow,
  savedCartsModule,
  orderPlacementFlow,
  ordersModule,
  shipmentsModule,
  orderAdminFlow,
  shipmentBookingFlow,
  shipmentEventsFlow,
  orderPaymentFlow,
  invoicesModule,
  returnsModule,
  returnCompletionFlow,
  notificationsModule,
  auditModule,
  dashboardModule,
  bestSellersFlow,
  setupChecklistFlow,
  jobsModule,
  oidcModule,
];
