import type { Manifest } from '../../module-manifest.js';
import { wishlistRoutes } from './wishlist.routes.js';

export const wishlistModule: Manifest = {
  name: 'wishlist',
  routes: [wishlistRoutes],
};
