import type { Manifest } from '../../module-manifest.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule: Manifest = {
  name: 'settings',
  routes: [settingsRoutes],
};
