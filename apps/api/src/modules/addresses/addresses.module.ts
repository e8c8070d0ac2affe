import type { Manifest } from '../../module-manifest.js';
import { addressRoutes } from './addresses.routes.js';

export const addressesModule: Manifest = {
  name: 'addresses',
  routes: [addressRoutes],
};
