import type { Manifest } from '../../module-manifest.js';
import { lowStockMailJob } from './low-stock-mail.job.js';
import { catalogRoutes } from './catalog.routes.js';
import { categoryAdminRoutes } from './categories.routes.js';
import { giftSetAdminRoutes } from './gift-sets.routes.js';
import { productAdminRoutes } from './product-admin.routes.js';
import { productCsvRoutes } from './product-csv.routes.js';
import { productImportJob } from './product-import.job.js';
import { searchReportRoutes } from './search-report.routes.js';
import { searchSynonymRoutes } from './search-synonyms.routes.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { variantAdminRoutes } from './variants-admin.routes.js';

export const catalogModule: Manifest = {
  name: 'catalog',
  routes: [
    catalogRoutes,
    categoryAdminRoutes,
    productAdminRoutes,
    variantAdminRoutes,
    giftSetAdminRoutes,
    productCsvRoutes,
    searchSynonymRoutes,
    searchReportRoutes,
  ],
  rootRoutes: [{ plugin: sitemapRoutes }],
  jobs: ({ db, jobs, config }) => [
    productImportJob(db),
    lowStockMailJob({ db, jobs, publicUrl: config.publicUrl }),
  ],
};
