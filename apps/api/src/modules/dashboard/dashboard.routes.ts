import { dashboardSummarySchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { dashboardSummary } from './dashboard.service.js';

/** The admin dashboard (docs/product.md, "Server calls" "Admin"). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/getDashboardSummary',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard (admin): revenue today, 7 and 30 days beside the periods before, orders by status, average order value, new customers, sales per day, top products, stock alerts, open returns, unread notifications',
        response: { 200: dashboardSummarySchema },
      },
    },
    async () => dashboardSummary(db),
  );
};
