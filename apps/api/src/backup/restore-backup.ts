import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { lockPgliteDir } from '../db/pglite-lock.js';
import {
  type ArchivedFile,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  DATABASE_PATH,
  latestKnownMigrationAt,
  MANIFEST_PATH,
  manifestSchema,
  type StoreLocation,
} from './backup-format.js';
import { loadEmbeddedDatabase } from './embedded-database.js';
import { readTarEntries, TarFormatError } from './tar.js';

export interface RestoreResult {
  manifest: BackupManifest;
  mediaFiles: number;
}

// About 150 bytes per archived file: room for a hundred thousand images.
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not an Attar House backup (${why}).`);
const damaged = (file: string, why: string) =>
  new BackupError(`${file} is damaged: ${why}. Restore from another copy of it.`);

async function refuseUnlessEmpty(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR')
      throw new BackupError(`DATA_DIR (${dataDir}) is a file, not a folder.`);
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty. A backup is restored only into an empty or new folder: ` +
        'move the current one aside (or set DATA_DIR to a new folder), then run the restore again.',
    );
  }
}

function readManifest(file: string, data: Buffer): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw notABackup(file, 'its manifest is not JSON');
  }
  const head = parsed as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== BACKUP_FORMAT) throw notABackup(file, 'its manifest names another format');
  if (typeof head.formatVersion === 'number' && head.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is in backup format ${head.formatVersion}, made by a newer Attar House: update this one, then restore.`,
    );
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw damaged(file, 'its manifest is malformed');
  const latest = manifest.data.database.latestMigrationAt;
  if (latest !== null && latest > latestKnownMigrationAt()) {
    throw new BackupError(
      `${file} was made by Attar House ${manifest.data.appVersion}, whose database has changes this version does not know: update Attar House, then restore.`,
    );
  }
  return manifest.data;
}

/**
 * Reads the archive once: the manifest first (nothing is written before it is checked), then
 * each file, checked against it. Media files go straight to their place under DATA_DIR; the
 * database dump is kept for PGlite, which loads it from memory.
 */
async function unpack(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; dump: Buffer }> {
  let manifest: BackupManifest | undefined;
  let dump: Buffer | undefined;
  const pending = new Map<string, ArchivedFile>();

  const checkHeader = (path: string, size: number) => {
    if (!manifest) {
      if (path !== MANIFEST_PATH) throw notABackup(file, `it starts with ${path}, not a manifest`);
      if (size > MANIFEST_MAX_BYTES) throw notABackup(file, 'its manifest is implausibly large');
      return;
    }
    const expected = pending.get(path);
    if (!expected) throw damaged(file, `it holds ${path}, which its manifest does not list`);
    if (expected.bytes !== size) throw damaged(file, `${path} is not the size its manifest says`);
  };

  const extract = async (source: AsyncIterable<Buffer>) => {
    for await (const entry of readTarEntries(source, checkHeader)) {
      if (!manifest) {
        manifest = readManifest(file, entry.data);
        for (const listed of manifest.files) pending.set(listed.path, listed);
        continue;
      }
      if (
        createHash('sha256').update(entry.data).digest('hex') !== pending.get(entry.path)!.sha256
      ) {
        throw damaged(file, `${entry.path} does not match its checksum`);
      }
      pending.delete(entry.path);
      if (entry.path === DATABASE_PATH) {
        dump = entry.data;
      } else {
        const target = join(dataDir, ...entry.path.split('/'));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, entry.data, { flag: 'wx' });
      }
    }
  };

  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    throw explainReadError(file, error, manifest !== undefined);
  }
  if (!manifest) throw notABackup(file, 'it is an empty archive');
  if (pending.size > 0 || !dump) {
    throw damaged(file, `it lacks ${[...pending.keys()].slice(0, 3).join(', ')}`);
  }
  return { manifest, dump };
}

/** Turns gzip and tar failures into what they mean for the person restoring. */
function explainReadError(file: string, error: unknown, manifestRead: boolean): unknown {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`${file} does not exist.`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file.`);
  if (code === 'Z_BUF_ERROR') {
    return manifestRead
      ? damaged(file, 'it ends early (was it copied whole?)')
      : notABackup(file, 'it is cut short before its manifest');
  }
  if (code === 'Z_DATA_ERROR' || error instanceof TarFormatError) {
    const why = error instanceof Error ? error.message : String(error);
    return manifestRead
      ? damaged(file, why)
      : notABackup(file, `not a gzipped tar archive: ${why}`);
  }
  return error;
}

/** Removes what a failed restore wrote, leaving DATA_DIR as it was found: empty or absent. */
async function undoRestore(dataDir: string, created: boolean): Promise<void> {
  if (created) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const entry of await readdir(dataDir)) {
    await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the store's DATA_DIR, which must be empty or absent. A refused or
 * failed restore leaves it as it was.
 */
export async function restoreBackup(store: StoreLocation, file: string): Promise<RestoreResult> {
  await refuseUnlessEmpty(store.dataDir);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const created = !existsSync(store.dataDir);
  await mkdir(store.pgliteDir, { recursive: true });
  // Held from the start, so that a server started on this DATA_DIR meanwhile is turned away.
  // The dump brings the lock file of the process that made it; unlocking removes that too.
  const unlock = lockPgliteDir(store.pgliteDir);
  try {
    const { manifest, dump } = await unpack(file, store.dataDir);
    await loadEmbeddedDatabase(store.pgliteDir, dump, manifest);
    return {
      manifest,
      mediaFiles: manifest.files.filter((entry) => entry.path !== DATABASE_PATH).length,
    };
  } catch (error) {
    await undoRestore(store.dataDir, created);
    throw error;
  } finally {
    unlock();
  }
}
