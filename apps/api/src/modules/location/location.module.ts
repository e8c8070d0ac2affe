import type { Manifest } from '../../module-manifest.js';
import { locationRoutes } from './location.routes.js';

export const locationModule: Manifest = {
  name: 'location',
  routes: [locationRoutes],
};
