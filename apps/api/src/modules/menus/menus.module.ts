import type { Manifest } from '../../module-manifest.js';
import { menuRoutes } from './menus.routes.js';

export const menusModule: Manifest = {
  name: 'menus',
  routes: [menuRoutes],
};
