import { bestSellersQuerySchema, productSchema } from '@attar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { bestSellers } from './best-sellers.flow.js';

/** The store's best sellers, for a search that found nothing (docs/product.md, "Search"). */
export const bestSellersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/products/best-sellers',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'The products in stock that sold the most units over the last 90 days, best first, filled with featured products when fewer sold',
        querystring: bestSellersQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => bestSellers(db, request.query.size),
  );
};
