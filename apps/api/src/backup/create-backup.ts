import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  appVersion,
  type ArchivedFile,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  DATABASE_PATH,
  MANIFEST_PATH,
  MEDIA_CACHE_FOLDER,
  MEDIA_FOLDER,
  type StoreLocation,
} from './backup-format.js';
import { dumpEmbeddedDatabase } from './embedded-database.js';
import { tarChunks, type TarEntry } from './tar.js';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The media files to keep, as paths under DATA_DIR/media: everything but the cache of
 * rendered sizes and the temporary files of writes that never finished.
 */
async function mediaPaths(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => relative(mediaDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith(`${MEDIA_CACHE_FOLDER}/`))
    .sort();
}

/** Sizes and checksums of the media files, for the manifest that precedes them. */
async function describeMedia(mediaDir: string): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  for (const path of await mediaPaths(mediaDir)) {
    const data = await readFile(join(mediaDir, path));
    files.push({ path: `${MEDIA_FOLDER}/${path}`, bytes: data.length, sha256: sha256(data) });
  }
  return files;
}

async function* archiveEntries(
  manifest: BackupManifest,
  dump: Buffer,
  mediaDir: string,
): AsyncGenerator<TarEntry> {
  yield { path: MANIFEST_PATH, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
  yield { path: DATABASE_PATH, data: dump };
  for (const file of manifest.files) {
    if (file.path === DATABASE_PATH) continue;
    // Read again rather than held from the first pass: the media may not fit in memory.
    const data = await readFile(join(mediaDir, file.path.slice(MEDIA_FOLDER.length + 1)));
    if (sha256(data) !== file.sha256) {
      throw new BackupError(
        `${file.path} changed while the backup was being written: run it again.`,
      );
    }
    yield { path: file.path, data };
  }
}

/**
 * Writes a backup of an embedded store (database and media) to `target`, which must not
 * exist yet. The file appears only once complete: it is written beside it and renamed.
 */
export async function createBackup(store: StoreLocation, target: string): Promise<BackupResult> {
  if (!existsSync(dirname(target))) {
    throw new BackupError(
      `The folder for ${target} does not exist: create it, or give another path.`,
    );
  }
  if (existsSync(target)) {
    throw new BackupError(
      `${target} already exists: give another file name, or move that file away.`,
    );
  }
  return dumpEmbeddedDatabase(store.dataDir, store.pgliteDir, async (dump, facts) => {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', ...facts },
      files: [
        { path: DATABASE_PATH, bytes: dump.length, sha256: sha256(dump) },
        // With S3 the images are the bucket's to keep (its versioning or replication).
        ...(store.mediaBucket ? [] : await describeMedia(store.mediaDir)),
      ],
    };
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await pipeline(
        Readable.from(tarChunks(archiveEntries(manifest, dump, store.mediaDir))),
        createGzip(),
        createWriteStream(partial, { flags: 'wx' }),
      );
      if (existsSync(target))
        throw new BackupError(`${target} appeared while the backup was written.`);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { file: target, bytes: (await stat(target)).size, manifest };
  });
}
