import type { Manifest } from '../../module-manifest.js';
import { failedJobRoutes } from './failed-jobs.routes.js';

export const jobsModule: Manifest = {
  name: 'jobs',
  routes: [failedJobRoutes],
};
