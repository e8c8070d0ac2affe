import { idParamSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { productOfferSchema } from './promotion-schemas.js';
import { productOffers } from './product-offers.service.js';

/** What the storefront shows of promotions. */
export const promotionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/products/:id/offers',
    {
      // Cached as the catalogue is (CATALOG_CACHE_TTL_MS, a second by default; an admin's change
      // clears it): an offer that ends leaves the page within that time.
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['promotions'],
        summary:
          'The offers any shopper may get on this product now: active, without a customer list, automatic offers first',
        params: idParamSchema,
        response: { 200: z.array(productOfferSchema) },
      },
    },
    async (request) => productOffers(db, request.params.id),
  );
};
