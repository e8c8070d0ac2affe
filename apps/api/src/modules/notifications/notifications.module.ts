import type { Manifest } from '../../module-manifest.js';
import { notificationRoutes } from './notifications.routes.js';

export const notificationsModule: Manifest = {
  name: 'notifications',
  routes: [notificationRoutes],
};
