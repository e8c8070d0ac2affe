import {
  adminSubscribersQuerySchema,
  pageSchema,
  SUBSCRIBER_CSV_COLUMNS,
  subscriberExportQuerySchema,
  subscriberSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  listSubscribers,
  subscriberCsvStream,
  subscriberExportFileName,
} from './newsletter-admin.service.js';

/**
 * The admin's view of the newsletter list (docs/admin-guide.md, "Users and subscribers"). The spec
 * names no admin subscriber call (docs/product.md, "Server calls", lists the customer's three under
 * Subscriptions), so these follow the other admin lists.
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/subscribers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Current newsletter subscribers (admin), newest first, with the account each belongs to; search in the address and the account name and email',
        querystring: adminSubscribersQuerySchema,
        response: { 200: pageSchema(subscriberSchema) },
      },
    },
    async (request) => listSubscribers(db, request.query),
  );

  app.get(
    '/admin/subscribers/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['newsletter'],
        summary: 'Download the current subscribers a search finds (every page) as CSV (admin)',
        description: `UTF-8 with a byte order mark, one row per subscriber under a header row with the columns ${SUBSCRIBER_CSV_COLUMNS.join(', ')}; subscribedAt in India time with its offset. Text a spreadsheet would run as a formula starts with a single quote.`,
        querystring: subscriberExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${subscriberExportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(subscriberCsvStream(db, request.query)),
  );
};
