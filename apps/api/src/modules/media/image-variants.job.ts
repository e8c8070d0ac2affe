import { PUBLIC_ID_PATTERN } from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import {
  ORIGINALS_PREFIX,
  publicIdOfOriginalKey,
  VARIANTS_PREFIX,
  variantKey,
} from './media-keys.js';
import type { MediaStorage } from './media-storage.js';
import { CACHED_VARIANTS } from './media.service.js';
import type { VariantRenderer } from './variant-renderer.js';

export const IMAGE_VARIANTS_JOB = 'image-variants';

export interface ImageVariantsData {
  publicId: string;
}

/**
 * Renders every delivery size and format of one stored image, so that no shopper's request
 * waits for an encode. Enqueued with the upload's row; runs through the process's renderer,
 * which keeps encodes one at a time alongside delivery's own on-demand renders.
 */
export function imageVariantsJob(renderer: VariantRenderer): JobDefinition<ImageVariantsData> {
  return {
    name: IMAGE_VARIANTS_JOB,
    // 30 s, 60 s, 120 s: a bucket that is briefly unreachable. Delivery renders on demand
    // meanwhile, so a job that fails for good costs speed, never an image.
    retryLimit: 3,
    retryDelaySeconds: 30,
    // Eleven encodes of a 2000 px original take well under a minute, plus the wait behind
    // shoppers' renders; a run active after this long died with its process.
    expireInSeconds: 300,
    async run({ publicId }, { log }) {
      if (!PUBLIC_ID_PATTERN.test(publicId)) throw new Error(`not an image id: ${publicId}`);
      const started = performance.now();
      const rendered = await renderer.renderMissing(publicId);
      if (rendered === null) {
        // Deleted before its sizes were made: nothing to do, and nothing to retry.
        log.info({ publicId }, 'image deleted before its variants were rendered');
        return;
      }
      log.info(
        { publicId, rendered, ms: Math.round(performance.now() - started) },
        'rendered the variants of an image',
      );
    },
    describe: ({ publicId }) => `Image sizes for ${publicId}`,
  };
}

/** Queues the image-variants job for one image (inside `db`'s transaction when it is one). */
export function enqueueImageVariants(
  jobs: JobQueue,
  db: DbOrTx,
  publicId: string,
  requestId?: string,
): Promise<void> {
  return jobs.enqueue<ImageVariantsData>(
    db,
    IMAGE_VARIANTS_JOB,
    { publicId },
    { requestId, singletonKey: publicId },
  );
}

/**
 * Queues the image-variants job for every stored image that lacks one of its variants: the
 * seeded catalogue, and images stored before variants were rendered at upload. Each instance
 * does this when it starts listening; the singleton key keeps one waiting job per image, and
 * a job finding its variants made by another does nothing.
 */
export async function enqueueMissingVariants(
  storage: MediaStorage,
  jobs: JobQueue,
  db: DbOrTx,
  log: FastifyBaseLogger,
): Promise<number> {
  const [originals, variants] = await Promise.all([
    storage.list(ORIGINALS_PREFIX),
    storage.list(VARIANTS_PREFIX),
  ]);
  const stored = new Set(variants);
  const publicIds = originals
    .map(publicIdOfOriginalKey)
    .filter((publicId): publicId is string => !!publicId && PUBLIC_ID_PATTERN.test(publicId))
    .filter((publicId) =>
      CACHED_VARIANTS.some((variant) => !stored.has(variantKey(publicId, variant))),
    );
  for (const publicId of publicIds) await enqueueImageVariants(jobs, db, publicId);
  if (publicIds.length > 0) {
    log.info(
      { images: publicIds.length },
      'queued the rendering of image variants missing from storage',
    );
  }
  return publicIds.length;
}
