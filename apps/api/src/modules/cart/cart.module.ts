import type { Manifest } from '../../module-manifest.js';
import { cartRoutes } from './cart.routes.js';

export const cartModule: Manifest = {
  name: 'cart',
  routes: [cartRoutes],
};
