import { Redis } from 'ioredis';

/** A Redis client for state every instance shares (rate limits, caches). */
export function openRedis(url: string): Redis {
  // Fail fast rather than queue: a request must not hang while Redis is away.
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
}
