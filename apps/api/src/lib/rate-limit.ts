import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

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
  /** The public contact form: enough for a person, too few for a spammer. */
  contactForm: {
    max: 5,
    timeWindow: '1 hour',
    keyGenerator: (request) => `contact:${request.ip}`,
  },
} satisfies Record<string, RateLimitOptions>;

export interface LimitRule {
  max: number;
  timeWindow: string;
}

/**
 * Limits of the code, link and password calls. Most need two at once (per destination and per
 * address), which one `config.rateLimit` cannot express, so they run as `limitGuard` pre-handlers.
 */
export const ACCOUNT_LIMITS = {
  /** Codes to one mobile number or email address, per purpose. */
  codeSendPerDestination: { max: 5, timeWindow: '15 minutes' },
  /** Codes of any kind asked from one address. */
  codeSendPerIp: { max: 20, timeWindow: '1 hour' },
  /** Code checks from one address (each code also allows only a few wrong tries). */
  codeVerifyPerIp: { max: 30, timeWindow: '15 minutes' },
  credentialMailPerEmail: { max: 3, timeWindow: '1 hour' },
  credentialMailPerIp: { max: 10, timeWindow: '1 hour' },
  setPasswordPerIp: { max: 20, timeWindow: '15 minutes' },
  /** Guesses of the current password with a stolen session. */
  changePasswordPerUser: { max: 10, timeWindow: '15 minutes' },
} satisfies Record<string, LimitRule>;

function retryText(seconds: number): string {
  return seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * A pre-handler enforcing one limit under its own name; several may guard one route. Built on
 * `createRateLimit`, because the plugin's `rateLimit()` pre-handler is skipped on a request
 * that another limit of the plugin has already counted. Counters live in the plugin's store
 * (memory or Redis). Give each limit one guard per app and reuse it across routes to share it.
 */
export function limitGuard(
  app: FastifyInstance,
  name: string,
  rule: LimitRule,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({ ...rule, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many requests. Please try again in ${retryText(result.ttlInSeconds)}.`,
    );
  };
}

/** A string field of the validated body (already normalised by its schema), for limit keys. */
export function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}
