import {
  subscribeQuerySchema,
  subscriptionResultSchema,
  subscriptionStatusSchema,
  unsubscribeBodySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { newsletterAdminRoutes } from './newsletter-admin.routes.js';
import * as newsletter from './newsletter.service.js';

/**
 * Newsletter subscriptions; the spec lets only signed-in users subscribe (docs/product.md,
 * "Validation rules").
 */
export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  await app.register(newsletterAdminRoutes, context);

  app.post(
    '/subscribe',
    {
      config: { access: 'user' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe ?email=, your own account address, to the newsletter (again is fine; 403 NEWSLETTER_EMAIL_NOT_YOURS for any other)',
        querystring: subscribeQuerySchema,
        response: { 200: subscriptionResultSchema },
      },
    },
    async (request) => newsletter.subscribe(db, currentUser(request), request.query.email),
  );

  app.delete(
    '/subscribe',
    {
      config: { access: 'user' },
      schema: {
        tags: ['newsletter'],
        summary:
          "Unsubscribe { email }: your account address or one you subscribed (404 when not subscribed, 403 NEWSLETTER_EMAIL_NOT_YOURS for anyone else's)",
        body: unsubscribeBodySchema,
        response: { 200: subscriptionResultSchema },
      },
    },
    async (request) => newsletter.unsubscribe(db, currentUser(request), request.body.email),
  );

  app.get(
    '/subscribe/subscribed-user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['newsletter'],
        summary: 'Whether you are subscribed, and with which address',
        response: { 200: subscriptionStatusSchema },
      },
    },
    async (request) => newsletter.subscriptionStatus(db, currentUser(request)),
  );
};
