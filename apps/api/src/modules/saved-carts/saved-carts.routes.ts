import {
  abandonedCartSummaryQuerySchema,
  abandonedCartSummarySchema,
  savedCartSchema,
  savedCartUpdateSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { scheduleAbandonedCartSweep } from './abandoned-cart-sweep.job.js';
import { abandonedCartSummary } from './cart-reminders.service.js';
import * as savedCarts from './saved-carts.service.js';

/** The signed-in shopper's saved cart, and the admin's summary of cart reminders. */
export const savedCartsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, jobs, config } = context;
  // A listening server keeps the round of checks going (one waits at a time, on any instance).
  app.addHook('onListen', async () => {
    await scheduleAbandonedCartSweep(jobs, db, config.abandonedCartSweepSeconds).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'could not queue the abandoned-cart check');
      },
    );
  });

  app.get(
    '/cart/saved',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary:
          'Your saved cart: the lines still on sale, with what the browser’s cart draws (an empty list when none)',
        response: { 200: savedCartSchema },
      },
    },
    async (request) => savedCarts.getSavedCart(db, currentUser(request).id),
  );

  app.put(
    '/cart/saved',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary:
          'Replace your saved cart with the browser’s (at most 50 lines, 1 to 99 units each); an empty list clears it. Products or sizes no longer sold are left out; answers what was saved',
        body: savedCartUpdateSchema,
        response: { 200: savedCartSchema },
      },
    },
    async (request) => savedCarts.replaceSavedCart(db, currentUser(request).id, request.body),
  );

  app.get(
    '/admin/abandoned-carts/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['cart', 'admin'],
        summary:
          'Cart reminders over India days `from` to `to` (both included, a year at most): carts first reminded, reminders sent, those an order followed (not cancelled), their revenue in rupees and the recovery rate in percent',
        querystring: abandonedCartSummaryQuerySchema,
        response: { 200: abandonedCartSummarySchema },
      },
    },
    async (request) => abandonedCartSummary(db, request.query),
  );
};
