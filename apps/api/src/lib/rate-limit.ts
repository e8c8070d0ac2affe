import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/**
 * Rate limits are per route (sign-in, sign-up, codes), kept in process memory, or in Redis
 * when REDIS_URL is set so that every instance counts together.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: Redis | null,
  keyPrefix: string,
) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:` } : {}),
    // If Redis is unreachable, let requests through rather than lock every shopper out.
    skipOnError: true,
  });
}

/**
 * The client a per-address limit counts: the address Fastify resolved (see TRUST_PROXY), with
 * an IPv6 address widened to its /64, the block one subscriber gets, so that hopping between
 * the addresses of one's own block does not reset the count.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

export const RATE_LIMITS = {
  signUp: {
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: (request) => `signup:${clientAddress(request)}`,
  },
  /** The public contact form: enough for a person, too few for a spammer. */
  contactForm: {
    max: 5,
    timeWindow: '1 hour',
    keyGenerator: (request) => `contact:${clientAddress(request)}`,
  },
  /** "Notify me" and its confirmation: a shopper asks for a few sizes; a mail bomber for many. */
  backInStock: {
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request) => `back-in-stock:${clientAddress(request)}`,
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
  /** Password guesses at one account from one address. */
  signInPerIpAndEmail: { max: 10, timeWindow: '15 minutes' },
  /** Password guesses from one address across accounts (one password against many: spraying). */
  signInPerIp: { max: 30, timeWindow: '1 hour' },
  /** Password guesses at one account across addresses; past it the account's password sign-in waits. */
  signInPerEmail: { max: 20, timeWindow: '1 hour' },
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

/**
 * A guest's order lookups (POST /api/order/track and its delivery-attempt answer, counted
 * together): a shopper types a few, a script guessing contacts many.
 */
export const GUEST_ORDER_LIMITS = {
  perIp: { max: 30, timeWindow: '15 minutes' },
  /** Contacts tried against one order number, from any address. */
  perOrderNumber: { max: 10, timeWindow: '15 minutes' },
} satisfies Record<string, LimitRule>;

function retryText(seconds: number): string {
  return seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
}

const tooManyRequests = (retry: string) => `Too many requests. Please try again in ${retry}.`;

/** Counts one request against a limit under the given key; throws 429 RATE_LIMITED past it. */
export type KeyedLimit = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
) => Promise<void>;

/**
 * A limit whose key the caller names at the time of the check, for keys that are only known
 * inside the handler (the email of an encrypted sign-in, say). Built on `createRateLimit`,
 * because the plugin's `rateLimit()` pre-handler is skipped on a request that another limit of
 * the plugin has already counted. Counters live in the plugin's store (memory or Redis). Make
 * each limit once per app and reuse it across routes to share it.
 */
export function keyedLimit(
  app: FastifyInstance,
  name: string,
  rule: LimitRule,
  message: (retry: string) => string = tooManyRequests,
): KeyedLimit {
  // The plugin asks a key generator for the key; it reads the one this call was given.
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...rule,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  });
  return async (request, reply, key) => {
    keys.set(request, key);
    const result = await check(request);
    keys.delete(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'RATE_LIMITED', message(retryText(result.ttlInSeconds)));
  };
}

/**
 * A pre-handler enforcing one limit under its own name, keyed by the request; several may
 * guard one route.
 */
export function limitGuard(
  app: FastifyInstance,
  name: string,
  rule: LimitRule,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limit = keyedLimit(app, name, rule);
  const guard = async (request: FastifyRequest, reply: FastifyReply) =>
    limit(request, reply, key(request));
  limitGuards.add(guard);
  return guard;
}

// The OpenAPI document tells which routes may answer 429: those with a limit guard among their
// pre-handlers, as well as those with `config.rateLimit`.
const limitGuards = new WeakSet<object>();

/** True for a pre-handler made by `limitGuard`. */
export function isLimitGuard(handler: unknown): boolean {
  return typeof handler === 'function' && limitGuards.has(handler);
}

/** A string field of the validated body (already normalised by its schema), for limit keys. */
export function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : '';
}
