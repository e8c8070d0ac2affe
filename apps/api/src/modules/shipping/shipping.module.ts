import type { Manifest } from '../../module-manifest.js';
import { shippingRoutes } from './shipping.routes.js';

export const shippingModule: Manifest = {
  name: 'shipping',
  routes: [shippingRoutes],
};
