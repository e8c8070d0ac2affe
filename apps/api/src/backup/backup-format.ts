import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { apiRoot, migrationsDir } from '../lib/paths.js';

/**
 * What an embedded store's backup holds (docs/operations.md, "Backups"): a gzipped tar whose
 * first file is the manifest, then PGlite's dump of its data folder, then the media files
 * (the originals; the cache of rendered sizes is left out and rendered again).
 */
export const BACKUP_FORMAT = 'attar-house-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'attar-backup.json';
export const DATABASE_PATH = 'database/pglite-data.tar';
export const MEDIA_FOLDER = 'media';
/** Rendered image sizes under `media/`: derived from the originals, so not backed up. */
export const MEDIA_CACHE_FOLDER = 'cache';

/** A media path as archived: `media/` then plain segments, nothing that climbs out of it. */
export function isMediaPath(path: string): boolean {
  const segments = path.split('/');
  return (
    segments.length >= 2 &&
    segments[0] === MEDIA_FOLDER &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    !/[\\\0]/.test(path)
  );
}

const archivedFileSchema = z.object({
  path: z.string().refine((path) => path === DATABASE_PATH || isMediaPath(path)),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.literal('pglite'),
    postgresVersion: z.string(),
    /** Migrations applied, and when the newest was written (drizzle's journal `when`). */
    migrations: z.number().int().nonnegative(),
    latestMigrationAt: z.number().int().nullable(),
  }),
  /** Every file after the manifest, in archive order. */
  files: z.array(archivedFileSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or failure to tell the person at the terminal as it is, with an exit code. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface StoreLocation {
  dataDir: string;
  /** PGlite's data folder inside DATA_DIR. */
  pgliteDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  /** S3_BUCKET: the images live in this bucket instead of mediaDir, and no backup copies them. */
  mediaBucket: string | undefined;
}

/**
 * Where the store keeps its data, read as config.ts reads it (DATA_DIR, default `./data`,
 * relative to the folder the server starts from). loadConfig is not used: it creates
 * DATA_DIR and a signing secret in it, and restore needs to find that folder empty.
 */
export function storeLocation(env: NodeJS.ProcessEnv): StoreLocation {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  return {
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    mediaDir: join(dataDir, MEDIA_FOLDER),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    mediaBucket: env.S3_BUCKET?.trim() || undefined,
  };
}

/** The API's version, recorded in each backup to say which release made it. */
export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** When the newest migration this code knows was written; a backup with a later one is newer. */
export function latestKnownMigrationAt(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** `attar-house-backup-20250131-142530Z.tar.gz`: sorts by time, the same in every time zone. */
export function defaultBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${BACKUP_FORMAT}-${stamp}.tar.gz`;
}
