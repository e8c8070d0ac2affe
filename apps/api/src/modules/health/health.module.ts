import type { Manifest } from '../../module-manifest.js';
import { healthRoutes } from './health.routes.js';
import { metricsRoutes } from './metrics.routes.js';

export const healthModule: Manifest = {
  name: 'health',
  routes: [healthRoutes],
  rootRoutes: [{ plugin: metricsRoutes }],
};
