import type { Manifest } from '../../module-manifest.js';
import { oidcRoutes } from './oidc.routes.js';

export const oidcModule: Manifest = {
  name: 'oidc',
  rootRoutes: [{ plugin: oidcRoutes, prefix: '/oauth2' }],
};
