import type { Manifest } from '../../module-manifest.js';
import { taxRoutes } from './tax.routes.js';

export const taxModule: Manifest = {
  name: 'tax',
  routes: [taxRoutes],
};
