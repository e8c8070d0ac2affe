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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
}

// Any fixed number works; it only keeps two instances from migrating the same server at once.
const MIGRATION_LOCK_KEY = 4_172_026;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<Database> {
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    unlock = lockPgliteDir(dir);
  }
  // Extensions the migrations create must be bundled in here; PostgreSQL ships them itself.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
