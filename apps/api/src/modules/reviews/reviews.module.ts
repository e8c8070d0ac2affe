import type { Manifest } from '../../module-manifest.js';
import { reviewRoutes } from './reviews.routes.js';

export const reviewsModule: Manifest = {
  name: 'reviews',
  routes: [reviewRoutes],
};
