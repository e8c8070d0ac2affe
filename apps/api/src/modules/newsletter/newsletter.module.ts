import type { Manifest } from '../../module-manifest.js';
import { newsletterRoutes } from './newsletter.routes.js';

export const newsletterModule: Manifest = {
  name: 'newsletter',
  routes: [newsletterRoutes],
};
