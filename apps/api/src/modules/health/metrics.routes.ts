import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../../lib/errors.js';
import { CHECK_TIMEOUT_MS, settleWithin } from './readiness.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: Prometheus text for the bearer of METRICS_TOKEN, and for nobody else. Without
 * the token configured the route does not exist (404 like any unknown path).
 */
export const metricsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { config, metrics, jobs },
) => {
  const token = config.metricsToken;
  if (!metrics || !token) return;
  // Digests of equal length make the comparison constant-time whatever length was sent.
  const expected = digest(token);
  const bearerMatches = (header: string | undefined) => {
    const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(presented), expected);
  };

  app.get(
    '/metrics',
    {
      // Operations only: not part of the store's API, so not in the public OpenAPI document.
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (!bearerMatches(request.headers.authorization)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthenticated('The metrics token is missing or wrong');
        }
      },
    },
    async (request, reply) => {
      // Queue counts are read now rather than kept up to date on every enqueue.
      const stats = await settleWithin(jobs.stats(), CHECK_TIMEOUT_MS).catch((error: unknown) => {
        request.log.warn({ err: error }, 'metrics: the job queue did not answer its counts');
        return null;
      });
      metrics.recordQueueStats(stats);
      const { contentType, body } = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
};
