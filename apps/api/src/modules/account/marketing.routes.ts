import {
  marketingPreferenceSchema,
  marketingUnsubscribeResultSchema,
  marketingUnsubscribeSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as marketing from './marketing.service.js';

/** The account's switch for marketing mail, and the one-click unsubscribe of those mails. */
export const marketingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/account/marketing',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Whether your account gets emails about its cart and offers',
        response: { 200: marketingPreferenceSchema },
      },
    },
    async (request) => marketing.marketingPreferenceOf(db, currentUser(request).id),
  );

  app.put(
    '/account/marketing',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Switch emails about your cart and offers on or off (mail about your orders and "Notify me" are not affected)',
        body: marketingPreferenceSchema,
        response: { 200: marketingPreferenceSchema },
      },
    },
    async (request) => marketing.setMarketingPreference(db, currentUser(request).id, request.body),
  );

  app.post(
    '/account/marketing/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary:
          "One-click unsubscribe with the token of a marketing mail's link, signed in or not (200 also when already unsubscribed; 404 for a link that names no account)",
        body: marketingUnsubscribeSchema,
        response: { 200: marketingUnsubscribeResultSchema },
      },
    },
    async (request) => marketing.unsubscribeWithToken(db, config.jwtSecret, request.body.token),
  );
};
