import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db, DbOrTx } from '../db/client.js';
import { subscribeToChannel } from './redis.js';
import type { StorefrontCache } from './storefront-cache.js';

interface Storefront {
  cache: StorefrontCache;
  announce(): Promise<void>;
}

// Services are handed the database, not the app: the app's cache is found through it, so that
// a write needs one call and no new parameter threaded through every caller. Each buildApp
// opens its own database handle, so two apps in one process (tests) never share an entry.
const storefronts = new WeakMap<DbOrTx, Storefront>();

export interface StorefrontChangesOptions {
  db: Db;
  cache: StorefrontCache;
  /** With Redis, every instance subscribed to the same key prefix hears of a change. */
  redis: Redis | null;
  redisKeyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Ties the app's storefront cache to its database handle and, with Redis, to the other
 * instances: a change announced anywhere clears every instance's cache. Returns the closer.
 */
export async function openStorefrontChanges({
  db,
  cache,
  redis,
  redisKeyPrefix,
  log,
}: StorefrontChangesOptions): Promise<() => Promise<void>> {
  const channel = `${redisKeyPrefix}storefront-changed`;
  const instanceId = randomUUID();
  const unsubscribe = redis
    ? await subscribeToChannel(redis, channel, {
        onMessage: (from) => {
          if (from !== instanceId) cache.clear();
        },
        onReconnected: () => cache.clear(),
      })
    : null;
  storefronts.set(db, {
    cache,
    announce: async () => {
      cache.clear();
      if (!redis) return;
      // The write is committed; an instance that misses this message catches up within the TTL.
      await redis.publish(channel, instanceId).catch((error: unknown) => {
        log.warn({ err: error }, 'could not tell the other instances that the catalogue changed');
      });
    },
  });
  return async () => {
    storefronts.delete(db);
    await unsubscribe?.();
  };
}

/**
 * The one call after an admin write commits that changes what shoppers see (a product, its
 * price, stock, images or reviews; a category; the menu; a setting): every instance forgets
 * its cached catalogue answers and settings, so the next request reads the change.
 */
export async function storefrontChanged(db: Db): Promise<void> {
  await storefronts.get(db)?.announce();
}

/** The app's storefront cache, or undefined inside a transaction or outside an app (scripts). */
export function storefrontCacheOf(db: DbOrTx): StorefrontCache | undefined {
  return storefronts.get(db)?.cache;
}

/**
 * `load`'s value, from the app's storefront cache for CATALOG_CACHE_TTL_MS at most when `db` is
 * the app's handle; read afresh inside a transaction or outside an app. For what every quote or
 * order reads and only an admin write (which calls storefrontChanged) or the database changes.
 */
export function rememberedOnStorefront<T>(
  db: DbOrTx,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const cache = storefrontCacheOf(db);
  return cache ? cache.remember(key, load) : load();
}

/**
 * As rememberedOnStorefront, also with the cache off (StorefrontCache.keep): for what is built
 * from the whole catalogue, which a request must not rebuild.
 */
export function keptOnStorefront<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  const cache = storefrontCacheOf(db);
  return cache ? cache.keep(key, load) : load();
}
