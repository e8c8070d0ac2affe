import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { checkDependencies, failedChecks } from './readiness.js';

const readySchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'not configured']),
    queue: z.literal('ok'),
  }),
});
type ReadyChecks = z.infer<typeof readySchema>['checks'];

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, redis, jobs },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'The database, Redis (when configured) and the job queue answer; 503 NOT_READY naming the failing ones in details',
        response: { 200: readySchema },
      },
    },
    async (request) => {
      const checks = await checkDependencies({ database, redis, jobs, log: request.log });
      const failed = failedChecks(checks);
      if (failed.length > 0) {
        throw new AppError(503, 'NOT_READY', `Not ready: ${failed.join(', ')} not answering`, {
          failed,
          checks,
        });
      }
      // None failed: each check is 'ok', or 'not configured' for Redis.
      return { status: 'ok' as const, checks: checks as ReadyChecks };
    },
  );
};
