import { quoteRequestSchema, quoteSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { computeQuote, toQuoteDto } from '../modules/cart/quote.service.js';
import { hasOrderedBefore } from '../modules/orders/order-queries.service.js';

/**
 * The cart's figures, computed by the server (docs/product.md, "Quote"). A flow: a
 * first-order-only promotion asks orders whether the shopper ordered before, and orders imports
 * the cart.
 */
export const cartQuoteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/cart/quote',
    {
      // Public: the cart shows figures before anyone signs in. A token, when sent, lets the
      // promotions that depend on the customer (uses, first order, customer list) be checked.
      config: { access: 'optional' },
      schema: {
        tags: ['cart'],
        summary:
          'Quote a cart: lines, subtotal, promo and automatic offers, shipping charge, COD fee, total and the GST it contains, in rupees',
        body: quoteRequestSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      const shopper = user
        ? { id: user.id, hasOrderedBefore: () => hasOrderedBefore(db, user.id) }
        : null;
      return toQuoteDto(await computeQuote(db, request.body, shopper));
    },
  );
};
