import type { Manifest } from '../../module-manifest.js';
import { returnRoutes } from './returns.routes.js';

export const returnsModule: Manifest = {
  name: 'returns',
  routes: [returnRoutes],
};
