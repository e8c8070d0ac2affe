import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';

/** What a job's handler is given besides its data. */
export interface JobContext {
  /** The app's logger, bound to the job (its id, queue and the enqueuing request's id). */
  log: FastifyBaseLogger;
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/**
 * One kind of background work. A module defines its jobs next to the code that causes them
 * and lists them in its manifest; the queue runs them in every process that serves the API.
 */
export interface JobDefinition<T> {
  /** The queue's name: lowercase words joined by dashes ("mail", "image-variants"). */
  name: string;
  /** Retries after the first attempt before the job is failed for good. */
  retryLimit: number;
  /** Delay before the first retry; each later retry waits twice as long as the one before. */
  retryDelaySeconds: number;
  /**
   * A run that has not finished after this long is taken to have died with its process, and is
   * retried by another. Keep it above the slowest honest run.
   */
  expireInSeconds: number;
  /**
   * Jobs a worker takes in one fetch and runs side by side (default 1): one fetch and one
   * completion for the lot. Only for short jobs that may run together, such as a mail; each job
   * still succeeds, fails and is retried on its own.
   */
  batchSize?: number;
  /**
   * Jobs of this kind name a `singletonKey`, and at most one per key waits to run: enqueuing
   * another while one waits does nothing, on every instance (one may wait while another with
   * the same key runs). For work that is the same whoever asks, such as an image's sizes.
   */
  oneWaitingPerKey?: boolean;
  run(data: T, context: JobContext): Promise<void>;
  /** One line for the admin's list of failed jobs ("Mail to a@b.in: Your order AH-2026-000001"). */
  describe(data: T): string;
}

export interface EnqueueOptions {
  /** The request that caused the job: its logs carry the same request id. */
  requestId?: string;
  /**
   * The job's key: required by, and only allowed for, a definition with `oneWaitingPerKey`, which
   * keeps at most one job with this key waiting in the queue.
   */
  singletonKey?: string;
  /** Jobs of one kind are taken highest priority first, then oldest first (default 0). */
  priority?: number;
  /** Waits this many seconds before the job may run (a payment hold's end, say). */
  startAfterSeconds?: number;
}

export interface QueueStats {
  name: string;
  /** Waiting to run, including retries waiting for their delay. */
  queued: number;
  active: number;
  /** Failed for good and still kept in the queue's table (a day; failed_jobs keeps them all). */
  failed: number;
}

export interface JobQueue {
  /** Adds a kind of job; every definition is given before start(). */
  define<T>(definition: JobDefinition<T>): void;
  /**
   * Adds a job inside `db`'s transaction when `db` is one: the job exists exactly when what
   * caused it commits. Throws when the job's name was never defined.
   */
  enqueue<T>(db: DbOrTx, name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Starts running jobs in this process. */
  start(): Promise<void>;
  /** Stops taking new jobs and waits for those running here to finish (SIGTERM's drain). */
  stop(): Promise<void>;
  /** Waits until no job is waiting or running in any queue (tests and the embedded backup). */
  whenIdle(timeoutMs?: number): Promise<void>;
  /** Counts per queue, for /api/ready and /metrics. */
  stats(): Promise<QueueStats[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (buildApp decorates it). */
    jobs: JobQueue;
  }
}
