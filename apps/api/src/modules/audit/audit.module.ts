import type { Manifest } from '../../module-manifest.js';
import { activityLogRoutes } from './activity-log.routes.js';

export const auditModule: Manifest = {
  name: 'audit',
  routes: [activityLogRoutes],
};
