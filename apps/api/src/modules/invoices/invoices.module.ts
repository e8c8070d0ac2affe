import type { Manifest } from '../../module-manifest.js';
import { gstReportRoutes } from './gst-report.routes.js';
import { invoiceRoutes } from './invoices.routes.js';

export const invoicesModule: Manifest = {
  name: 'invoices',
  routes: [invoiceRoutes, gstReportRoutes],
};
