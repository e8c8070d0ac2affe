import type { Manifest } from '../../module-manifest.js';
import { abandonedCartSweepJob } from './abandoned-cart-sweep.job.js';
import { savedCartsRoutes } from './saved-carts.routes.js';

export const savedCartsModule: Manifest = {
  name: 'saved-carts',
  routes: [savedCartsRoutes],
  jobs: ({ db, jobs, config }) => [
    abandonedCartSweepJob({
      db,
      jobs,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      everySeconds: config.abandonedCartSweepSeconds,
    }),
  ],
};
