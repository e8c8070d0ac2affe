import type { Manifest } from '../../module-manifest.js';
import { authRoutes } from './auth.routes.js';

export const authModule: Manifest = {
  name: 'auth',
  routes: [authRoutes],
};
