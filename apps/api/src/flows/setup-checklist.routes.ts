import { setupChecklistSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { setupChecklist } from './setup-checklist.flow.js';

/** The owner's setup checklist on the dashboard (docs/admin-guide.md, "Dashboard"). */
export const setupChecklistRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/setup-checklist',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The setup checklist (admin): invoice identity complete, store contact details saved, a payment method active, a product of the store’s own; complete once all are done',
        response: { 200: setupChecklistSchema },
      },
    },
    async () => setupChecklist(db),
  );
};
