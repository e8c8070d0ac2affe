import type { Manifest } from '../../module-manifest.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboardModule: Manifest = {
  name: 'dashboard',
  routes: [dashboardRoutes],
};
