import type { Manifest } from '../../module-manifest.js';
import { accountRoutes } from './account.routes.js';
import { marketingRoutes } from './marketing.routes.js';

export const accountModule: Manifest = {
  name: 'account',
  routes: [accountRoutes, marketingRoutes],
};
