import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config.js';
import { assertMediaKey, assertMediaPrefix } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

type S3Settings = NonNullable<AppConfig['s3']>;

// DeleteObjects takes at most this many keys per request.
const DELETE_BATCH = 1000;

/** A missing object; a missing bucket is a configuration error, never a missing image. */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (failure.name === 'NoSuchBucket') return false;
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * Images as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), shared by
 * every instance. A PUT replaces an object whole, so no temporary names are needed.
 */
export function createS3MediaStorage(settings: S3Settings): MediaStorage {
  const bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers reject or ignore
    // the CRC headers the SDK would otherwise add to every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });

  return {
    location: `s3://${bucket}`,

    async get(key) {
      assertMediaKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async exists(key) {
      assertMediaKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(keys) {
      keys.forEach(assertMediaKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `could not delete ${failed.length} object(s) from ${bucket}, first ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },

    async list(prefix) {
      assertMediaPrefix(prefix);
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return keys;
    },

    async close() {
      client.destroy();
    },
  };
}
