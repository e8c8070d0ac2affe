import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.js';
import { executorOf, type SqlExecutor } from './sql-executor.js';
import type { EnqueueOptions, JobDefinition, JobQueue, QueueStats } from './job-queue.js';

/** What a job row holds: the definition's data, and the request that caused it. */
interface Envelope<T> {
  payload: T;
  requestId?: string;
}

/** A job that will not run again: what the admin's list of failed jobs records. */
export interface FailedJob {
  queue: string;
  jobId: string;
  summary: string;
  data: unknown;
  error: string;
  attempts: number;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Records a job that failed for good and tells the admins (see failed-jobs.service.ts). */
  onFailedForGood(failed: FailedJob): Promise<void>;
  /** How often an idle worker looks for jobs other processes enqueued (seconds). */
  pollingIntervalSeconds?: number;
}

// pg-boss keeps its tables in a schema of its own, apart from the store's migrations.
const SCHEMA = 'pgboss';
// Jobs of one kind run this many at a time in each process.
const WORKERS_PER_QUEUE = 2;
// A job enqueued here is committed a moment later: wake this process's workers shortly after,
// rather than at their next poll. Jobs from other processes are found by polling.
const WAKE_DELAYS_MS = [30, 300];
// How long a stop waits for the jobs running here (SIGTERM's drain allows 25 s in all).
const STOP_TIMEOUT_MS = 10_000;
// Finished jobs are kept a day for inspection; failed ones are copied to failed_jobs first.
const RETENTION_MINUTES = 24 * 60;

/** An error as the admin's failed-jobs list shows it: its message, and its cause's. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}

// Any fixed number, apart from the migrations' (db/client.ts).
const QUEUE_SETUP_LOCK_KEY = 4_172_027;

/**
 * The job queue on pg-boss (docs/decisions/0023): the same engine, tables and SQL on
 * PostgreSQL and on the embedded PGlite database, so that a job is enqueued in the
 * transaction of what causes it on both.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  // Statements pg-boss has under way and jobs running here: what a stop waits for (see stop()).
  let pendingStatements = 0;
  let runningJobs = 0;
  const executor: SqlExecutor = {
    async executeSql(text, values) {
      pendingStatements += 1;
      try {
        return await database.query(text, values);
      } finally {
        pendingStatements -= 1;
      }
    },
  };
  const boss = new PgBoss({
    db: executor,
    schema: SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
    // Maintenance finds jobs whose process died (past their expiry) and retries them; pg-boss
    // runs it in one process per interval however many there are (a timer that finds the last
    // run just under the interval ago skips a turn: every 2 to 4 s in practice).
    maintenanceIntervalSeconds: 2,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  const definitions = new Map<string, JobDefinition<unknown>>();
  const workerIds = new Map<string, string[]>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let started = false;
  let stopped = false;

  async function createOrUpdateQueue(definition: JobDefinition<unknown>): Promise<void> {
    const queueOptions: PgBoss.Queue = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
      retentionMinutes: RETENTION_MINUTES,
      // "short": a unique index keeps one waiting ('created') job per key; the update below sets
      // it on a queue made before the definition asked for it.
      policy: definition.oneWaitingPerKey ? 'short' : 'standard',
    };
    await boss.createQueue(definition.name, queueOptions);
    // A definition changed since the queue was made (a longer expiry, more retries).
    await boss.updateQueue(definition.name, queueOptions);
  }

  function notifyWorkers(name: string): void {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  // Wakes already set, by queue and delay. Under load a queue gets a job per request: one wake
  // of each delay at a time serves them all, where a wake per job made the workers fetch
  // several times for each one (most of those fetches finding nothing).
  const pendingWakes = new Set<string>();

  function wake(name: string): void {
    for (const delay of WAKE_DELAYS_MS) {
      const key = `${delay}:${name}`;
      if (pendingWakes.has(key)) continue;
      pendingWakes.add(key);
      setTimeout(() => {
        pendingWakes.delete(key);
        if (!stopped) notifyWorkers(name);
      }, delay).unref();
    }
  }

  async function runJob(
    definition: JobDefinition<unknown>,
    job: PgBoss.JobWithMetadata<Envelope<unknown>>,
  ): Promise<void> {
    runningJobs += 1;
    try {
      await runJobOnce(definition, job);
    } finally {
      runningJobs -= 1;
    }
  }

  async function runJobOnce(
    definition: JobDefinition<unknown>,
    job: PgBoss.JobWithMetadata<Envelope<unknown>>,
  ): Promise<void> {
    const attempt = job.retryCount + 1;
    const jobLog = log.child({
      queue: definition.name,
      jobId: job.id,
      ...(job.data.requestId ? { reqId: job.data.requestId } : {}),
    });
    try {
      await definition.run(job.data.payload, { log: jobLog, jobId: job.id, attempt });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      jobLog.error(
        { err: error, attempt, last },
        last ? 'job failed for good' : 'job failed; it will be retried',
      );
      if (last) {
        await options
          .onFailedForGood({
            queue: definition.name,
            jobId: job.id,
            summary: definition.describe(job.data.payload),
            data: job.data.payload,
            error: describeError(error),
            attempts: attempt,
          })
          .catch((recordError: unknown) =>
            jobLog.error({ err: recordError }, 'could not record the failed job'),
          );
      }
      throw error;
    }
  }

  /**
   * Runs the jobs of one fetch side by side. A job that fails is failed here, on its own (a
   * retry, or failed for good); pg-boss then completes those of the batch still active, the
   * ones that succeeded.
   */
  async function runBatch(
    definition: JobDefinition<unknown>,
    jobs: PgBoss.JobWithMetadata<Envelope<unknown>>[],
  ): Promise<void> {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await runJob(definition, job);
        } catch (error) {
          await boss
            .fail(definition.name, job.id, error as object)
            .catch((failError: unknown) =>
              log.error({ err: failError, jobId: job.id }, 'could not record a failed job run'),
            );
        }
      }),
    );
  }

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async enqueue(db: DbOrTx, name: string, data: unknown, enqueueOptions: EnqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job named ${name} is defined`);
      if (!!definition.oneWaitingPerKey !== !!enqueueOptions.singletonKey) {
        throw new Error(
          definition.oneWaitingPerKey
            ? `a ${name} job needs a singletonKey`
            : `${name} jobs take no singletonKey (their definition keeps no key)`,
        );
      }
      const envelope: Envelope<unknown> = { payload: data, requestId: enqueueOptions.requestId };
      // A job whose key already waits is not added (pg-boss answers null instead of its id).
      await boss.send(name, envelope as object, {
        db: executorOf(db),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.priority ? { priority: enqueueOptions.priority } : {}),
        ...(enqueueOptions.startAfterSeconds
          ? { startAfter: Math.ceil(enqueueOptions.startAfterSeconds) }
          : {}),
      });
      if (started) wake(name);
    },

    async start() {
      if (started) return;
      // Instances starting together on a new database would create pg-boss's schema and the
      // queues' tables at the same moment (duplicate schema, deadlocks): one at a time.
      await database.exclusively(QUEUE_SETUP_LOCK_KEY, async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          await createOrUpdateQueue(definition);
        }
      });
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        for (let index = 0; index < WORKERS_PER_QUEUE; index += 1) {
          // Set once pg-boss names the worker; its first job may come before that.
          const worker: { id?: string } = {};
          worker.id = await boss.work<Envelope<unknown>>(
            definition.name,
            { batchSize: definition.batchSize ?? 1, includeMetadata: true, pollingIntervalSeconds },
            async (jobs) => {
              try {
                await runBatch(definition, jobs);
              } finally {
                // A worker that found a job looks for the next one at once. pg-boss would wait
                // its polling interval first, so a backlog (jobs another process left, a burst
                // of orders) drained at one job per worker per interval.
                if (worker.id && !stopped) boss.notifyWorker(worker.id);
              }
            },
          );
          ids.push(worker.id);
        }
        workerIds.set(definition.name, ids);
      }
      started = true;
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      // Waits for the jobs running here; their rows are still active if the drain runs out,
      // and expire into a retry on another process.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // pg-boss's wait misses a job whose fetch was under way when it looked, and marks a
      // finished job complete without awaiting it: both must settle before the database closes.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while ((pendingStatements > 0 || runningJobs > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async whenIdle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Retries still waiting out their delay are not pending yet.
        const { rows } = await executor.executeSql(
          `select count(*)::int as count from ${SCHEMA}.job
            where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
        );
        const pending = (rows[0] as { count: number }).count;
        if (pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`${pending} jobs still pending after ${timeoutMs} ms`);
        for (const name of definitions.keys()) notifyWorkers(name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async stats(): Promise<QueueStats[]> {
      const { rows } = await executor.executeSql(
        `select name, state, count(*)::int as count from ${SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      const counts = new Map<string, QueueStats>();
      for (const name of definitions.keys())
        counts.set(name, { name, queued: 0, active: 0, failed: 0 });
      for (const row of rows as { name: string; state: string; count: number }[]) {
        const entry = counts.get(row.name);
        if (!entry) continue;
        if (row.state === 'active') entry.active += row.count;
        else if (row.state === 'failed') entry.failed += row.count;
        else entry.queued += row.count;
      }
      return [...counts.values()];
    },
  };
}
