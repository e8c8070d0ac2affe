import cluster, { type Worker } from 'node:cluster';
import { MAX_WORKERS, type AppConfig } from './config.js';

// The worker model (docs/decisions/0020): with WEB_CONCURRENCY above 1 the server's first
// process is a supervisor that prepares the database once and forks workers; each worker
// builds the app and listens on the same port, and the operating system spreads connections
// over them.

export interface WorkerPlan {
  count: number;
  /** Why `auto` chose one process, for the start-up lines; null otherwise. */
  note: string | null;
}

/**
 * How many worker processes to run. A count was checked by the configuration (above one needs
 * DATABASE_URL and REDIS_URL); `auto` is one per core where several may run, else one.
 */
export function planWorkers(
  config: Pick<AppConfig, 'workers' | 'databaseUrl' | 'redisUrl'>,
  cores: number,
): WorkerPlan {
  if (config.workers !== 'auto') return { count: config.workers, note: null };
  if (!config.databaseUrl) {
    return { count: 1, note: 'WEB_CONCURRENCY=auto: one process, as the embedded database allows' };
  }
  if (!config.redisUrl) {
    return {
      count: 1,
      note: 'WEB_CONCURRENCY=auto: one process, as REDIS_URL is not set (workers would each keep their own rate limits and caches)',
    };
  }
  return { count: Math.min(Math.max(1, cores), MAX_WORKERS), note: null };
}

export interface SupervisorOptions {
  count: number;
  log(message: string): void;
  /** Replacements allowed within `restartWindowMs`; past them the supervisor gives up. */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** How long workers get to finish their requests on SIGTERM before they are killed. */
  stopTimeoutMs?: number;
}

/**
 * Forks `count` workers and keeps that many running: a worker that dies is replaced, unless
 * workers die so often that something is plainly wrong (a port in use, a database away), and
 * then the supervisor stops them all and exits with 1. SIGTERM or SIGINT stops the workers
 * gracefully (each closes its server and its database pool) and then the supervisor.
 * Resolves once every first worker listens.
 */
export function superviseWorkers(options: SupervisorOptions): Promise<void> {
  const {
    count,
    log,
    maxRestarts = 10,
    restartWindowMs = 60_000,
    // A worker drains for up to 25 s (server.ts); past this it is killed.
    stopTimeoutMs = 28_000,
  } = options;
  const restarts: number[] = [];
  let stopping = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => !!worker,
    );
    const killer = setTimeout(() => {
      for (const worker of running) worker.process.kill('SIGKILL');
    }, stopTimeoutMs);
    killer.unref();
    void Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    ).then(() => process.exit(exitCode));
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log(`${signal}: stopping the workers`);
      stopAll(0);
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    while (restarts.length > 0 && restarts[0]! < now - restartWindowMs) restarts.shift();
    if (restarts.length >= maxRestarts) {
      log(
        `workers died ${restarts.length + 1} times within ${restartWindowMs / 1000} s: giving up`,
      );
      stopAll(1);
      return;
    }
    restarts.push(now);
    log(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}): starting another`);
    cluster.fork();
  });

  return new Promise((resolve) => {
    let listening = 0;
    const onListening = () => {
      listening += 1;
      if (listening < count) return;
      cluster.off('listening', onListening);
      resolve();
    };
    cluster.on('listening', onListening);
    for (let index = 0; index < count; index += 1) cluster.fork();
  });
}
