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
 * waits for an encode: delivery never encodes, and answers with a stand-in until the job has
 * made the variant (decision 0046). Enqueued with the upload's row, and by delivery when it finds
 * a variant missing; one job waits per image. Runs through the process's renderer, which keeps
 * encodes one at a time and never makes the same variant twice at once.
 */
export function imageVariantsJob(renderer: VariantRenderer): JobDefinition<ImageVariantsData> {
  return {
    name: IMAGE_VARIANTS_JOB,
    // 30 s, 60 s, 120 s: a bucket that is briefly unreachable. Delivery answers with the
    // original meanwhile, and queues the job again when asked after it failed for good, so a
    // failure costs bytes and formats, never an image.
    retryLimit: 3,
    retryDelaySeconds: 30,
    // Eleven encodes of a 2000 px original take well under a minute, plus the wait behind
    // other images' encodes; a run active after this long died with its process.
    expireInSeconds: 300,
    // Every upload, start-up pass and shopper's miss may ask for an image's sizes: one waiting
    // job per image does them all, and one that finds its variants made does nothing.
    oneWaitingPerKey: true,
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

/**
 * Who asks for an image's sizes. An upload or a shopper's request is served before the start-up
 * pass over stored images: on a store started with a catalogue to render, a new upload's sizes
 * would otherwise wait a minute behind it.
 */
export type VariantsAskedBy = 'upload' | 'delivery' | 'start-up';

/** Queues the image-variants job for one image (inside `db`'s transaction when it is one). */
export function enqueueImageVariants(
  jobs: JobQueue,
  db: DbOrTx,
  publicId: string,
  askedBy: VariantsAskedBy,
  requestId?: string,
): Promise<void> {
  return jobs.enqueue<ImageVariantsData>(
    db,
    IMAGE_VARIANTS_JOB,
    { publicId },
    { requestId, singletonKey: publicId, priority: askedBy === 'start-up' ? 0 : 1 },
  );
}

// How long this process leaves an image it queued the job for before queuing it again: the queue
// keeps one waiting job per image anyway; this spares it an insert for every request of a burst.
const REQUEUE_AFTER_MS = 10_000;

/**
 * What delivery calls when it answers with a stand-in: queues the image's job unless this
 * process did in the last few seconds. Never throws: a queue that cannot be reached costs the
 * shopper nothing now (the stand-in is sent), and the next request asks again.
 */
export function variantsRequester(
  jobs: JobQueue,
  db: DbOrTx,
  log: FastifyBaseLogger,
): (publicId: string, requestId?: string) => Promise<void> {
  const queuedAt = new Map<string, number>();
  return async (publicId, requestId) => {
    const now = Date.now();
    if (now - (queuedAt.get(publicId) ?? -Infinity) < REQUEUE_AFTER_MS) return;
    // Forget what is old, so that the map holds no more than the images of a few seconds.
    for (const [id, at] of queuedAt) if (now - at >= REQUEUE_AFTER_MS) queuedAt.delete(id);
    queuedAt.set(publicId, now);
    try {
      await enqueueImageVariants(jobs, db, publicId, 'delivery', requestId);
    } catch (error) {
      queuedAt.delete(publicId);
      log.error({ err: error, publicId }, 'could not queue the sizes of an image');
    }
  };
}

/**
 * Queues the image-variants job for every stored image that lacks one of its variants: the
 * seeded catalogue, and images stored before variants were rendered at upload. Each instance
 * does this when it starts listening; the queue keeps one waiting job per image, and a job
 * finding its variants made by another does nothing.
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
  for (const publicId of publicIds) await enqueueImageVariants(jobs, db, publicId, 'start-up');
  if (publicIds.length > 0) {
    log.info(
      { images: publicIds.length },
      'queued the rendering of image variants missing from storage',
    );
  }
  return publicIds.length;
}
