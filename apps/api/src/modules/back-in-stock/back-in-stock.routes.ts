import {
  backInStockConfirmSchema,
  backInStockRequestSchema,
  backInStockResultSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { RATE_LIMITS } from '../../lib/rate-limit.js';
import { scheduleBackInStockSweep } from './back-in-stock-sweep.job.js';
import * as backInStock from './back-in-stock.service.js';

export const backInStockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, jobs, config } = context;
  // A listening server keeps the round of checks going (one waits at a time, on any instance).
  app.addHook('onListen', async () => {
    await scheduleBackInStockSweep(jobs, db, config.backInStockSweepSeconds).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'could not queue the back-in-stock check');
      },
    );
  });

  app.post(
    '/back-in-stock',
    {
      config: { access: 'optional', rateLimit: RATE_LIMITS.backInStock },
      schema: {
        tags: ['catalog'],
        summary:
          'Notify me: one mail when a sold-out size is back. Signed in: on the list at once (201, 200 when already); a visitor sends `email` and gets a link to confirm (202). 409 BACK_IN_STOCK_NOT_NEEDED while the size has stock; 20 an hour from one address',
        body: backInStockRequestSchema,
        response: {
          200: backInStockResultSchema,
          201: backInStockResultSchema,
          202: backInStockResultSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      const { created, result } = await backInStock.requestAlert(
        requestContext(context, request),
        request.body,
        user ? { userId: user.id, email: user.email } : null,
      );
      const status = user ? (created ? 201 : 200) : 202;
      return reply.code(status).send(result);
    },
  );

  app.post(
    '/back-in-stock/confirm',
    {
      config: { rateLimit: RATE_LIMITS.backInStock },
      schema: {
        tags: ['catalog'],
        summary:
          "Confirm a visitor's Notify me with the token of the mailed link (404 once used or expired)",
        body: backInStockConfirmSchema,
        response: { 200: backInStockResultSchema },
      },
    },
    async (request) => backInStock.confirmAlert(db, request.body.token),
  );
};
