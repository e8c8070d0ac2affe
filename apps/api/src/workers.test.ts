import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../test/catalog-fixtures.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { apiRoot } from './lib/paths.js';
import { planWorkers } from './workers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'attar-workers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const postgres = { DATABASE_URL: 'postgres://db/attar', JWT_SECRET: 'x'.repeat(32) };
const redis = { REDIS_URL: 'redis://cache:6379' };

describe('WEB_CONCURRENCY', () => {
  it('runs one process unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).workers).toBe(1);
    expect(planWorkers(loadConfig({ DATA_DIR: dataDir }), 8)).toEqual({ count: 1, note: null });
  });

  it('runs the number of workers asked for on PostgreSQL with Redis', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...postgres, ...redis, WEB_CONCURRENCY: '3' });
    expect(planWorkers(config, 8)).toEqual({ count: 3, note: null });
  });

  it('auto runs one worker per core on PostgreSQL with Redis, and one process otherwise, saying why', () => {
    const auto = { DATA_DIR: dataDir, WEB_CONCURRENCY: 'auto' };
    expect(planWorkers(loadConfig({ ...auto, ...postgres, ...redis }), 4)).toEqual({
      count: 4,
      note: null,
    });
    expect(planWorkers(loadConfig({ ...auto, ...postgres, ...redis }), 0).count).toBe(1);
    expect(planWorkers(loadConfig({ ...auto, ...postgres, ...redis }), 500).count).toBe(64);
    expect(planWorkers(loadConfig(auto), 4)).toEqual({
      count: 1,
      note: expect.stringContaining('embedded database') as string,
    });
    expect(planWorkers(loadConfig({ ...auto, ...postgres }), 4)).toEqual({
      count: 1,
      note: expect.stringContaining('REDIS_URL') as string,
    });
  });

  it.each([
    [
      { WEB_CONCURRENCY: '2' },
      /WEB_CONCURRENCY: 2 workers needs DATABASE_URL: the embedded database \(PGlite\) lives inside one process/,
    ],
    [{ WEB_CONCURRENCY: '2', ...redis }, /WEB_CONCURRENCY: 2 workers needs DATABASE_URL/],
    [{ WEB_CONCURRENCY: '2', ...postgres }, /WEB_CONCURRENCY: 2 workers needs REDIS_URL/],
    [
      { WEB_CONCURRENCY: 'many' },
      /WEB_CONCURRENCY: must be a number of worker processes from 1 to 64, or auto/,
    ],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY: must be a number/],
    [{ WEB_CONCURRENCY: '65', ...postgres, ...redis }, /WEB_CONCURRENCY: must be a number/],
    [{ WEB_CONCURRENCY: '1.5' }, /WEB_CONCURRENCY: must be a number/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});

// The real thing: the server started as a user starts it, with two workers on a fresh
// PostgreSQL database and Redis.
const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;

/** The node processes the supervisor forked (tsx adds an esbuild child of its own). */
function workerPids(supervisorPid: number): number[] {
  const children = readdirSync(`/proc/${supervisorPid}/task`).flatMap((task) =>
    readFileSync(`/proc/${supervisorPid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean),
  );
  return children
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
      } catch {
        return false; // gone meanwhile
      }
    })
    .sort();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 25_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(adminUrl && redisUrl)(
  'the server with WEB_CONCURRENCY=2 (PostgreSQL and Redis)',
  () => {
    const name = `attar_workers_${process.pid}_${randomBytes(4).toString('hex')}`;
    let server: ChildProcess;
    let baseUrl: string;
    let output = '';
    let product: { id: number };
    let countAdmins: () => Promise<number>;

    const ready = async () => {
      const response = await fetch(`${baseUrl}/api/ready`).catch(() => null);
      return response?.ok ? true : undefined;
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const databaseUrl = new URL(adminUrl!);
      databaseUrl.pathname = `/${name}`;
      // A store that has a catalogue already: the demo one would take the start most of the
      // test's time to draw.
      const database = await openDatabase({ databaseUrl: databaseUrl.toString(), pgliteDir: '' });
      await database.migrate();
      const category = await addCategory(database.db, { name: 'Attars' });
      product = await addProduct(database.db, {
        name: 'Rose Attar',
        categoryId: category.id,
        pricePaise: 150_000,
        stockQuantity: 3,
      });
      await database.close();
      countAdmins = async () => {
        const client = new pg.Client({ connectionString: databaseUrl.toString() });
        await client.connect();
        const result = await client.query<{ total: number }>(
          `select count(*)::int as total from users where role = 'ADMIN'`,
        );
        await client.end();
        return result.rows[0]!.total;
      };
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src', 'server.ts')], {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: redisUrl,
          JWT_SECRET: randomBytes(32).toString('base64url'),
          WEB_CONCURRENCY: '2',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // Usually ten seconds; a machine busy with other test files may take longer.
      await until(
        'the workers to listen',
        () => {
          if (server.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
          return output.includes('Attar House is open') ? true : undefined;
        },
        50_000,
      );
    }, 60_000);

    afterAll(async () => {
      if (server?.exitCode === null) server.kill('SIGKILL');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('prepares the database once, serves from two workers, replaces a dead one and stops on SIGTERM', async () => {
      expect(output).toContain('Processes: 2 workers (WEB_CONCURRENCY)');
      // The supervisor made the admin once, not each worker.
      expect(output.match(/Admin sign-in:/g)).toHaveLength(1);
      expect(await countAdmins()).toBe(1);
      const first = workerPids(server.pid!);
      expect(first).toHaveLength(2);
      expect(await ready()).toBe(true);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${baseUrl}/api/products/getProduct/${product.id}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(await answers[0]!.json()).toMatchObject({ id: product.id, name: 'Rose Attar' });

      process.kill(first[0]!, 'SIGKILL');
      const replaced = await until('a replacement worker', () => {
        const now = workerPids(server.pid!);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      });
      expect(replaced).toContain(first[1]);
      expect(output).toMatch(new RegExp(`worker ${first[0]} died \\(SIGKILL\\): starting another`));
      await until('the store to answer again', ready);

      const exited = new Promise<number | null>((resolve) =>
        server.once('exit', (code) => resolve(code)),
      );
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      expect(await fetch(`${baseUrl}/api/health`).catch(() => null)).toBeNull();
    }, 30_000);
  },
);
