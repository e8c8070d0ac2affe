import type { Manifest } from '../../module-manifest.js';
import { promotionAdminRoutes } from './promotions-admin.routes.js';
import { promotionRoutes } from './promotions.routes.js';

export const promotionsModule: Manifest = {
  name: 'promotions',
  routes: [promotionRoutes, promotionAdminRoutes],
};
