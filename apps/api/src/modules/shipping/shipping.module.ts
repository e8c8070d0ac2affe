import type { Manifest } from '../../module-manifest.js';
import { deliveryZoneRoutes } from './delivery-zones.routes.js';
import { shippingRoutes } from './shipping.routes.js';

export const shippingModule: Manifest = {
  name: 'shipping',
  routes: [shippingRoutes, deliveryZoneRoutes],
};
