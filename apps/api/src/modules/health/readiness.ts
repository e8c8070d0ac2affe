import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';

/**
 * How long one dependency may take to answer a probe. Load balancers and orchestrators give
 * up on a probe after a second or so; a hung Redis must make the instance "not ready", not
 * make the probe hang.
 */
export const CHECK_TIMEOUT_MS = 1000;

export type CheckResult = 'ok' | 'not configured' | 'failed' | 'timed out';
export type DependencyName = 'database' | 'redis' | 'queue';
export type Checks = Record<DependencyName, CheckResult>;

class TimedOut extends Error {}

/** The promise's outcome, or a rejection once `ms` have passed without one. */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(
  name: DependencyName,
  probe: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<CheckResult> {
  try {
    await settleWithin(probe(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    log.warn({ check: name, err: error }, 'readiness check failed');
    return error instanceof TimedOut ? 'timed out' : 'failed';
  }
}

export interface ReadinessDeps {
  database: Database;
  redis: Redis | null;
  jobs: JobQueue;
  /** The probing request's logger: a failure's line carries its request id. */
  log: FastifyBaseLogger;
}

/** Asks every dependency at once, each bounded by CHECK_TIMEOUT_MS. */
export async function checkDependencies({
  database,
  redis,
  jobs,
  log,
}: ReadinessDeps): Promise<Checks> {
  const [databaseCheck, redisCheck, queueCheck] = await Promise.all([
    check('database', () => database.ping(), log),
    redis
      ? check(
          'redis',
          async () => {
            const answer = await redis.ping();
            if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
          },
          log,
        )
      : ('not configured' as const),
    check('queue', () => jobs.stats(), log),
  ]);
  return { database: databaseCheck, redis: redisCheck, queue: queueCheck };
}

/** The checks that keep the instance from being ready. */
export function failedChecks(checks: Checks): DependencyName[] {
  return (Object.keys(checks) as DependencyName[]).filter(
    (name) => checks[name] !== 'ok' && checks[name] !== 'not configured',
  );
}
