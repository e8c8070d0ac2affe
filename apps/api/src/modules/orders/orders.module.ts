import type { Manifest } from '../../module-manifest.js';
import { orderRoutes } from './orders.routes.js';

export const ordersModule: Manifest = {
  name: 'orders',
  routes: [orderRoutes],
};
