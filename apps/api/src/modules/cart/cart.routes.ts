import { quoteRequestSchema, quoteSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { computeQuote, toQuoteDto } from './quote.service.js';

/** The cart's figures, computed by the server (docs/product.md, "Quote"). */
export const cartRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/cart/quote',
    {
      // Public: the cart shows figures before anyone signs in. A token, when sent, lets a
      // once-per-customer promo code be checked against the customer's orders.
      config: { access: 'optional' },
      schema: {
        tags: ['cart'],
        summary:
          'Quote a cart: lines, subtotal, promo discount, shipping charge, COD fee, total and the GST it contains, in rupees',
        body: quoteRequestSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) =>
      toQuoteDto(await computeQuote(db, request.body, request.sessionUser?.id ?? null)),
  );
};
