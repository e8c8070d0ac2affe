import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { createLocalMediaStorage } from './local-media-storage.js';
import { createS3MediaStorage } from './s3-media-storage.js';

/**
 * Where image files are kept: one folder on this machine, or an S3-compatible bucket that every
 * instance shares. Keys are relative paths such as `original/up-0123.webp`; every write is
 * whole (a reader sees the old object, the new one, or none; never half of one).
 */
export interface MediaStorage {
  /** Names the place for logs and messages: a folder, or `s3://bucket`. */
  readonly location: string;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes these objects; keys that do not exist are no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix ending in "/" (`original/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** S3-compatible object storage when `S3_BUCKET` is set (config.s3), else `mediaDir` on disk. */
export function createMediaStorage(
  config: Pick<AppConfig, 's3'>,
  mediaDir: string,
  log?: FastifyBaseLogger,
): MediaStorage {
  if (!config.s3) return createLocalMediaStorage(mediaDir);
  log?.info(
    { bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? 'AWS' },
    'images are kept in S3-compatible object storage',
  );
  return createS3MediaStorage(config.s3);
}
