import {
  ACTIVITY_LOG_CSV_COLUMNS,
  activityLogEntrySchema,
  activityLogFilterSchema,
  activityLogQuerySchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import {
  activityEntityTypes,
  activityLogCsvStream,
  activityLogFileName,
  searchActivityLog,
} from './activity-log.service.js';

const FILTERS =
  'actor (an admin id, or a part of their email), entityType (exact, e.g. product), entityId, fromDate, toDate (YYYY-MM-DD, India time, both included)';

/** The activity log (admin): every recorded write, read-only, and its CSV export. */
export const activityLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/activity-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity-log', 'admin'],
        summary: `Every recorded admin write, newest first, with who, when, what and each field before and after: ${FILTERS}`,
        querystring: activityLogQuerySchema,
        response: { 200: pageSchema(activityLogEntrySchema) },
      },
    },
    async (request) => searchActivityLog(db, request.query),
  );

  app.get(
    '/admin/activity-log/entity-types',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity-log', 'admin'],
        summary: 'The entity types the activity log holds, for its filter',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => activityEntityTypes(db),
  );

  app.get(
    '/admin/activity-log/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity-log', 'admin'],
        summary: `Download the activity log as CSV (every page), with the list's filters: ${FILTERS}`,
        description: `UTF-8 with a byte order mark, one row per entry, newest first, under a header row with the columns ${ACTIVITY_LOG_CSV_COLUMNS.join(', ')}. \`at\` is ISO-8601 in India time; \`changes\` is JSON (\`{"field":{"before":...,"after":...}}\`). Text a spreadsheet would run as a formula starts with a single quote.`,
        querystring: activityLogFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityLogFileName()}"`)
        .header('cache-control', 'no-store')
        .send(activityLogCsvStream(db, request.query)),
  );
};
