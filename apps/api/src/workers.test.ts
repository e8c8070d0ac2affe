import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../test/catalog-fixtures.js';
import {
  startServer,
  stopAllServers,
  until,
  type ServerProcess,
} from '../test/server-processes.js';
import { createPostgresDatabase } from '../test/test-app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
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

describe.runIf(adminUrl && redisUrl)(
  'the server with WEB_CONCURRENCY=2 (PostgreSQL and Redis)',
  () => {
    let server: ServerProcess;
    let baseUrl: string;
    let dropDatabase: () => Promise<void>;
    let product: { id: number };
    let countAdmins: () => Promise<number>;

    const ready = async () => {
      const response = await fetch(`${baseUrl}/api/ready`).catch(() => null);
      return response?.ok ? true : undefined;
    };

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      const databaseUrl = created.url;
      // A store that has a catalogue already: the demo one would take the start most of the
      // test's time to draw.
      const database = await openDatabase({ databaseUrl, pgliteDir: '' });
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
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const result = await client.query<{ total: number }>(
          `select count(*)::int as total from users where role = 'ADMIN'`,
        );
        await client.end();
        return result.rows[0]!.total;
      };
      server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        WEB_CONCURRENCY: '2',
      });
      baseUrl = server.url;
      await server.opened();
    }, 60_000);

    afterAll(async () => {
      await stopAllServers();
      await dropDatabase?.();
    });

    it('prepares the database once, serves from two workers, replaces a dead one and stops on SIGTERM', async () => {
      expect(server.output()).toContain('Processes: 2 workers (WEB_CONCURRENCY)');
      // The supervisor made the admin once, not each worker.
      expect(server.output().match(/Admin sign-in:/g)).toHaveLength(1);
      expect(await countAdmins()).toBe(1);
      const first = workerPids(server.pid);
      expect(first).toHaveLength(2);
      expect(await ready()).toBe(true);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${baseUrl}/api/products/getProduct/${product.id}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(await answers[0]!.json()).toMatchObject({ id: product.id, name: 'Rose Attar' });

      process.kill(first[0]!, 'SIGKILL');
      const replaced = await until('a replacement worker', () => {
        const now = workerPids(server.pid);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      });
      expect(replaced).toContain(first[1]);
      expect(server.output()).toMatch(
        new RegExp(`worker ${first[0]} died \\(SIGKILL\\): starting another`),
      );
      await until('the store to answer again', ready);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      expect(await fetch(`${baseUrl}/api/health`).catch(() => null)).toBeNull();
    }, 30_000);
  },
);
