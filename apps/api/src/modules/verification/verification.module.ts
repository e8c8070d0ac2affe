import type { Manifest } from '../../module-manifest.js';
import { verificationRoutes } from './verification.routes.js';

export const verificationModule: Manifest = {
  name: 'verification',
  routes: [verificationRoutes],
};
