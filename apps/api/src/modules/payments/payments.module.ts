import type { Manifest } from '../../module-manifest.js';
import { paymentRoutes } from './payments.routes.js';

export const paymentsModule: Manifest = {
  name: 'payments',
  routes: [paymentRoutes],
};
