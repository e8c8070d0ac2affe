import type { Manifest } from '../../module-manifest.js';
import { codConfirmationJobs, codConfirmationRoutes } from './cod-confirmation.routes.js';
import { orderRoutes } from './orders.routes.js';

export const ordersModule: Manifest = {
  name: 'orders',
  routes: [orderRoutes, codConfirmationRoutes],
  jobs: codConfirmationJobs,
};
