import {
  subscribeQuerySchema,
  subscriptionResultSchema,
  subscriptionStatusSchema,
  unsubscribeBodySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as newsletter from './newsletter.service.js';

/** Newsletter subscriptions; the spec lets only signed-in users subscribe (section 5). */
export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.post(
    '/subscribe',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe ?email= to the newsletter (again is fine)',
        security: [{ bearer: [] }],
        querystring: subscribeQuerySchema,
        response: { 200: subscriptionResultSchema },
      },
    },
    async (request) => newsletter.subscribe(db, currentUser(request), request.query.email),
  );

  app.delete(
    '/subscribe',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe { email }: an address you subscribed or your account address (404 otherwise)',
        security: [{ bearer: [] }],
        body: unsubscribeBodySchema,
        response: { 200: subscriptionResultSchema },
      },
    },
    async (request) => newsletter.unsubscribe(db, currentUser(request), request.body.email),
  );

  app.get(
    '/subscribe/subscribed-user',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['newsletter'],
        summary: 'Whether you are subscribed, and with which address',
        security: [{ bearer: [] }],
        response: { 200: subscriptionStatusSchema },
      },
    },
    async (request) => newsletter.subscriptionStatus(db, currentUser(request)),
  );
};
