import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';

const statusSchema = z.object({ status: z.literal('ok'), database: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, redis }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: statusSchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError(503, 'NOT_READY', 'The database is not reachable');
      }
      if (redis && (await redis.ping().catch(() => null)) !== 'PONG') {
        throw new AppError(503, 'NOT_READY', 'Redis is not reachable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
