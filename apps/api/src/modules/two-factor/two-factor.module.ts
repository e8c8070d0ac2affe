import type { Manifest } from '../../module-manifest.js';
import { twoFactorRoutes } from './two-factor.routes.js';

export const twoFactorModule: Manifest = {
  name: 'two-factor',
  routes: [twoFactorRoutes],
};
