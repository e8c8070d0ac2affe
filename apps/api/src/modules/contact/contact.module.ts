import type { Manifest } from '../../module-manifest.js';
import { contactRoutes } from './contact.routes.js';

export const contactModule: Manifest = {
  name: 'contact',
  routes: [contactRoutes],
};
