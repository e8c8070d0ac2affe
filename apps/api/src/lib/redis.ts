import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// While Redis is away the client reconnects and errors many times a second: say so once a minute.
const ERROR_LOG_INTERVAL_MS = 60_000;

/** A Redis client for state every instance shares (rate limits, caches). */
export function openRedis(url: string, log?: FastifyBaseLogger): Redis {
  // Fail fast rather than queue: a request must not hang while Redis is away.
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  let loggedAt = 0;
  // Without a listener ioredis prints "Unhandled error event" for every failed reconnect.
  redis.on('error', (error: unknown) => {
    if (Date.now() - loggedAt < ERROR_LOG_INTERVAL_MS) return;
    loggedAt = Date.now();
    log?.warn({ err: error }, 'Redis is not answering; rate limits and cache clearing wait for it');
  });
  return redis;
}

export interface ChannelHandlers {
  onMessage(message: string): void;
  /** The connection came back: whatever was published while it was away is lost. */
  onReconnected(): void;
}

/**
 * Listens to one channel on a connection of its own (a subscribed connection can send nothing
 * else), reconnecting by itself. Resolves once subscribed, or once the first try failed (Redis
 * away at start-up: the subscription is made when it comes back). Returns the closer.
 */
export async function subscribeToChannel(
  redis: Redis,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate();
  // Errors are retried by the client; the caller's own fallback covers the time it is away.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) handlers.onMessage(message);
  });
  let started = false;
  subscriber.on('ready', () => {
    if (!started) return;
    subscriber.subscribe(channel).catch(() => undefined);
    handlers.onReconnected();
  });
  await subscriber.subscribe(channel).catch(() => undefined);
  started = true;
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
