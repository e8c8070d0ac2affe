import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { apiRoot } from '../src/lib/paths.js';

/**
 * The server started as a user starts it (`src/server.ts` through tsx), as a real process on a
 * port of its own on 127.0.0.1, for tests about processes: workers, several instances, crashes
 * and shutdown. Every process started here is tracked, so that a test file's afterAll can end
 * them all with `stopAllServers`, whatever its tests left running.
 */

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the start-up lines are printed; rejects with the output if it stops first. */
  opened(ms?: number): Promise<void>;
  /** Settles when the process has exited. */
  readonly exited: Promise<ServerExit>;
  isRunning(): boolean;
}

const running = new Set<ServerProcess>();

/**
 * What tests of several processes on one store need, read as the other PostgreSQL and Redis
 * tests read it (TEST_DB=postgres with TEST_DATABASE_URL, and TEST_REDIS_URL), with the reason
 * they are skipped when something is missing.
 */
export const sharedServices: { redisUrl: string | undefined; missing: string | null } = {
  redisUrl: process.env.TEST_REDIS_URL,
  missing:
    process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL
      ? 'needs PostgreSQL: TEST_DB=postgres and TEST_DATABASE_URL'
      : !process.env.TEST_REDIS_URL
        ? 'needs Redis: TEST_REDIS_URL'
        : null,
};

/**
 * Removes the rate-limit counters a test made in the shared Redis: those whose keys hold one of
 * `marks` (the test's own client address, emails of its own). Servers started here use the
 * default key prefix, which no variable changes.
 */
export async function forgetRateLimitCounters(marks: string[]): Promise<void> {
  if (!sharedServices.redisUrl) return;
  const redis = new Redis(sharedServices.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const mark of marks) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(
          cursor,
          'MATCH',
          `*rate-limit:*${mark}*`,
          'COUNT',
          500,
        );
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `probe` until it answers something other than undefined, or fails after `ms`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 25_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// Printed by server.ts once it listens (after migrating and seeding).
const OPEN_LINE = 'Attar House is open';

/**
 * Spawns the server with these variables over the test's environment (a variable given as
 * undefined is removed). HOST, PORT, NODE_ENV and LOG_LEVEL are set unless `env` names them.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src', 'server.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => printed,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    // Usually a few seconds; a machine busy with other test files may take much longer.
    opened: (ms = 50_000) =>
      until(
        `the server on port ${port} to open`,
        () => {
          if (printed.includes(OPEN_LINE)) return true;
          if (!server.isRunning()) throw new Error(`the server stopped:\n${printed}`);
          return undefined;
        },
        ms,
      ).then(() => undefined),
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** SIGKILLs every server process still running and waits until they are gone. */
export async function stopAllServers(): Promise<void> {
  const left = [...running];
  for (const server of left) server.child.kill('SIGKILL');
  await Promise.all(left.map((server) => server.exited));
}
