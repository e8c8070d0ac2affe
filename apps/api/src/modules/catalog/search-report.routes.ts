import { searchReportQuerySchema, searchReportSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { searchReport } from './search-report.service.js';

/** What shoppers searched for (docs/admin-guide.md, "Search"). */
export const searchReportRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, searchTally },
) => {
  app.get(
    '/admin/search/report',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search', 'admin'],
        summary:
          'Searches made over a period of India days (at most a year): totals, the most made, and those that found nothing; counted by their words, never by who searched',
        querystring: searchReportQuerySchema,
        response: { 200: searchReportSchema },
      },
    },
    async (request) => searchReport(db, searchTally, request.query),
  );
};
