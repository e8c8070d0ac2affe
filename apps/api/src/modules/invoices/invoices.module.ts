import type { Manifest } from '../../module-manifest.js';
import { invoiceRoutes } from './invoices.routes.js';

export const invoicesModule: Manifest = {
  name: 'invoices',
  routes: [invoiceRoutes],
};
