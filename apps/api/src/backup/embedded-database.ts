import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockPgliteDir, pgliteLockOwner } from '../db/pglite-lock.js';
import { BackupError, type BackupManifest } from './backup-format.js';

/** What a backup records about the database it holds. */
export type DatabaseFacts = Omit<BackupManifest['database'], 'kind'>;

// Extensions the migrations created must be loaded to open the database, as in db/client.ts.
const EXTENSIONS = { pg_trgm };

async function databaseFacts(client: PGlite): Promise<DatabaseFacts> {
  const version = await client.query<{ server_version: string }>('show server_version');
  const migrations = await client.query<{ applied: number; latest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const row = migrations.rows[0]!;
  return {
    postgresVersion: version.rows[0]!.server_version,
    migrations: row.applied,
    latestMigrationAt: row.latest === null ? null : Number(row.latest),
  };
}

/**
 * Takes the store's lock for the time of a backup. PGlite's files belong to one process, so
 * a running server cannot be asked for a copy and must not write beside one: refuse instead.
 */
function lockStore(dataDir: string, pgliteDir: string): () => void {
  try {
    return lockPgliteDir(pgliteDir);
  } catch (error) {
    // File-system failures carry a code; the lock's own refusal (a live owner) does not.
    if ((error as NodeJS.ErrnoException).code) throw error;
    const owner = pgliteLockOwner(pgliteDir);
    throw new BackupError(
      `The store in ${dataDir} is running${owner ? ` (server process ${owner})` : ''}. ` +
        'Its embedded database can be open in one process only: stop the server, run the backup, then start it again.',
      1,
      { cause: error },
    );
  }
}

/**
 * Opens the embedded database under its lock and dumps its data folder (a tar, as PGlite
 * writes it) after a checkpoint, so that the copy needs no recovery when it is loaded.
 * `whileLocked` runs before the lock is given up: the media are read there, so that no server
 * changes them during the backup either.
 */
export async function dumpEmbeddedDatabase<T>(
  dataDir: string,
  pgliteDir: string,
  whileLocked: (dump: Buffer, facts: DatabaseFacts) => Promise<T>,
): Promise<T> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded store in ${dataDir} (no database in its db folder): check DATA_DIR.`,
    );
  }
  const unlock = lockStore(dataDir, pgliteDir);
  try {
    const client = await PGlite.create(pgliteDir, { extensions: EXTENSIONS });
    let dump: Buffer;
    let facts: DatabaseFacts;
    try {
      await client.query('checkpoint');
      facts = await databaseFacts(client);
      dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
    return await whileLocked(dump, facts);
  } finally {
    unlock();
  }
}

/**
 * Writes a dumped data folder into an empty `pgliteDir`, whose lock the caller holds, and
 * opens it once, which proves it loads and checks that it holds the migrations it should.
 */
export async function loadEmbeddedDatabase(
  pgliteDir: string,
  dump: Buffer,
  manifest: BackupManifest,
): Promise<void> {
  const client = await PGlite.create(pgliteDir, {
    extensions: EXTENSIONS,
    loadDataDir: new Blob([new Uint8Array(dump)]),
  }).catch((error: unknown) => {
    throw new BackupError(
      `The database in this backup (PostgreSQL ${manifest.database.postgresVersion}, made by Attar House ${manifest.appVersion}) ` +
        `could not be opened by this version: ${error instanceof Error ? error.message : String(error)}`,
      1,
      { cause: error },
    );
  });
  try {
    const facts = await databaseFacts(client);
    if (facts.migrations !== manifest.database.migrations) {
      throw new BackupError(
        `The restored database holds ${facts.migrations} migrations where the backup's manifest says ${manifest.database.migrations}: the backup is damaged.`,
      );
    }
  } finally {
    await client.close();
  }
}
