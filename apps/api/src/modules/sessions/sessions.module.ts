import type { Manifest } from '../../module-manifest.js';
import { sessionsRoutes } from './sessions.routes.js';

export const sessionsModule: Manifest = {
  name: 'sessions',
  routes: [sessionsRoutes],
};
