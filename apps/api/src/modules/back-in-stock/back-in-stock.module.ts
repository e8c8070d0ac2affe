import type { Manifest } from '../../module-manifest.js';
import { backInStockSweepJob } from './back-in-stock-sweep.job.js';
import { backInStockRoutes } from './back-in-stock.routes.js';

export const backInStockModule: Manifest = {
  name: 'back-in-stock',
  routes: [backInStockRoutes],
  jobs: ({ db, jobs, config }) => [
    backInStockSweepJob({
      db,
      jobs,
      publicUrl: config.publicUrl,
      everySeconds: config.backInStockSweepSeconds,
    }),
  ],
};
