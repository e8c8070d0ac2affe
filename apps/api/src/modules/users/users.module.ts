import type { Manifest } from '../../module-manifest.js';
import { userRoutes } from './users.routes.js';

export const usersModule: Manifest = {
  name: 'users',
  routes: [userRoutes],
};
