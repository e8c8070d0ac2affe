import type { Manifest } from '../../module-manifest.js';
import { accountRoutes } from './account.routes.js';

export const accountModule: Manifest = {
  name: 'account',
  routes: [accountRoutes],
};
