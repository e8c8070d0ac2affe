import type { Manifest } from '../module-manifest.js';
import { bestSellersRoutes } from './best-sellers.routes.js';
import { cartQuoteRoutes } from './cart-quote.routes.js';
import { orderAdminRoutes } from './order-admin.routes.js';
import { orderPaymentJobs, orderPaymentRoutes } from './order-payment.routes.js';
import { orderPlacementRoutes } from './order-placement.routes.js';
import { razorpayCheckoutPageRoutes } from './razorpay-checkout-page.routes.js';
import { testGatewayPageRoutes } from './test-gateway-page.routes.js';
import { returnCompletionRoutes } from './return-completion.routes.js';
import { setupChecklistRoutes } from './setup-checklist.routes.js';
import { shipmentEventRoutes } from './shipment-events.routes.js';
import { shipmentBookingRoutes } from './shipment-booking.routes.js';
import { userAdminRoutes } from './user-admin.routes.js';

// The manifests: each takes its place in the registration order next to the module it serves.

export const userAdminFlow: Manifest = {
  name: 'user-admin',
  routes: [userAdminRoutes],
};

export const orderAdminFlow: Manifest = {
  name: 'order-admin',
  routes: [orderAdminRoutes],
};

export const returnCompletionFlow: Manifest = {
  name: 'return-completion',
  routes: [returnCompletionRoutes],
};

export const setupChecklistFlow: Manifest = {
  name: 'setup-checklist',
  routes: [setupChecklistRoutes],
};

export const cartQuoteFlow: Manifest = {
  name: 'cart-quote',
  routes: [cartQuoteRoutes],
};

export const orderPlacementFlow: Manifest = {
  name: 'order-placement',
  routes: [orderPlacementRoutes],
};

export const orderPaymentFlow: Manifest = {
  name: 'order-payment',
  routes: [orderPaymentRoutes],
  rootRoutes: [{ plugin: testGatewayPageRoutes }, { plugin: razorpayCheckoutPageRoutes }],
  jobs: orderPaymentJobs,
};

export const bestSellersFlow: Manifest = {
  name: 'best-sellers',
  routes: [bestSellersRoutes],
};

export const shipmentBookingFlow: Manifest = {
  name: 'shipment-booking',
  routes: [shipmentBookingRoutes],
};

export const shipmentEventsFlow: Manifest = {
  name: 'shipment-events',
  routes: [shipmentEventRoutes],
};
