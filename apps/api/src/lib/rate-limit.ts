import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Rate limits are per route (sign-in, sign-up, codes), kept in process memory, or in Redis
 * when REDIS_URL is set so that every instance counts together.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null, keyPrefix: string) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:` } : {}),
    // If Redis is unreachable, let requests through rather than lock every shopper out.
    skipOnError: true,
  });
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export const RATE_LIMITS = {
  /** Password guessing: counted per address and account, after the body is read. */
  signIn: {
    max: 10,
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: (request) => `signin:${request.ip}:${emailOf(request)}`,
  },
  signUp: {
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: (request) => `signup:${request.ip}`,
  },
} satisfies Record<string, RateLimitOptions>;
