import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.js';
import { lockPgliteDir } from './pglite-lock.js';
import { statementNameOfText } from './statement-names.js';
import * as schema from './schema/index.js';

/**
 * The one database handle type the code uses. PGlite's drizzle instance speaks the same
 * query-builder API as node-postgres's, so both are used through this type.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * A statement in pg's text-and-values form (`$1` placeholders); without values the text may
   * hold several statements. For libraries that bring their own SQL (the job queue). With
   * values, PostgreSQL runs it as a named statement (db/statement-names.ts): the job queue's
   * texts are fixed, and it fetches and completes jobs all the time.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so that instances starting together
   * do it one after another (the embedded database has one process: it just runs it).
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /**
   * A PGlite data directory as a tarball (PGlite's `dumpDataDir`) to start the embedded
   * database from instead of an empty one. The API tests start each app from one migrated
   * copy (test/test-databases.ts), which skips PGlite's initdb, the longest part of opening it.
   */
  pgliteTemplate?: Blob;
}

// Any fixed number works; it only keeps two instances from migrating the same server at once.
const MIGRATION_LOCK_KEY = 4_172_026;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPglite(dir: string, template: Blob | undefined): Promise<Database> {
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    unlock = lockPgliteDir(dir);
  }
  // Extensions the migrations create must be bundled in here; PostgreSQL ships them itself.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    },
    ping: async () => {
      await client.query('select 1');
    },
    exclusively: (_key, work) => work(),
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // Asked twice (a test that closed the database, then its app), the second waits for the first.
    close: () =>
      (closing ??= (async () => {
        if (!client.closed) await client.close();
        unlock();
      })()),
  };
}

/**
 * Runs `work` on one connection of the pool while it holds a session advisory lock: another
 * process asking for the same key waits until it is done.
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });
  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    db,
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
        migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir }),
      ),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusively: (key, work) => withAdvisoryLock(pool, key, () => work()),
    query: async (text, values) => {
      const result =
        values && values.length > 0
          ? await pool.query({ name: statementNameOfText(text), text, values })
          : await pool.query(text);
      // Several statements in one text answer one result each.
      return Array.isArray(result) ? ((result as pg.QueryResult[]).at(-1) ?? { rows: [] }) : result;
    },
    // A second close (a test that closed the database, then its app) waits for the first:
    // pg's pool throws when it is ended twice.
    close: () => (closing ??= pool.end()),
  };
}
