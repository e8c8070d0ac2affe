import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_ID_PATTERN } from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/errors.js';
import {
  CACHED_VARIANTS,
  cachedPath,
  encodeVariant,
  fileExists,
  isStoredOriginal,
  originalPath,
  readIfExists,
  readOriginal,
  type Variant,
  writeAtomically,
} from './media.service.js';

export interface VariantRenderer {
  /** An image at a size and format: from the cache, else rendered once, however many ask. */
  get(publicId: string, variant: Variant): Promise<Buffer>;
  /** Renders, one at a time in the background, every variant the cache lacks. */
  startWarmUp(): void;
  /** Stops the warm-up after the variant it is rendering. */
  stop(): Promise<void>;
}

/**
 * Delivery's renderer. Encoding is the one costly thing a visitor can cause, so every encode
 * goes through a queue that runs one at a time, and callers asking for a variant that is
 * queued or being encoded share that render instead of starting another.
 */
export function createVariantRenderer(mediaDir: string, log: FastifyBaseLogger): VariantRenderer {
  const inFlight = new Map<string, Promise<Buffer>>();
  let queueTail: Promise<unknown> = Promise.resolve();
  let warmUp: Promise<void> | null = null;
  let stopped = false;

  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queueTail.then(task);
    queueTail = run.catch(() => undefined);
    return run;
  }

  async function render(publicId: string, variant: Variant, path: string): Promise<Buffer> {
    // A render that finished between the caller's cache miss and this turn in the queue.
    const cached = await readIfExists(path);
    if (cached) return cached;
    const original = await readOriginal(mediaDir, publicId);
    const started = performance.now();
    const rendered = await encodeVariant(original, variant);
    await writeAtomically(path, rendered);
    log.debug(
      { publicId, ...variant, ms: Math.round(performance.now() - started) },
      'rendered an image variant',
    );
    return rendered;
  }

  async function get(publicId: string, variant: Variant): Promise<Buffer> {
    if (isStoredOriginal(variant)) return readOriginal(mediaDir, publicId);
    const path = cachedPath(mediaDir, publicId, variant);
    const cached = await readIfExists(path);
    if (cached) return cached;
    // An unknown id answers at once instead of waiting its turn behind renders.
    if (!(await fileExists(originalPath(mediaDir, publicId)))) throw notFound('Image');
    const pending = inFlight.get(path);
    if (pending) return pending;
    const rendering = oneAtATime(() => render(publicId, variant, path)).finally(() => {
      inFlight.delete(path);
    });
    inFlight.set(path, rendering);
    return rendering;
  }

  async function storedIds(): Promise<string[]> {
    const files = await readdir(join(mediaDir, 'original')).catch(() => [] as string[]);
    return files
      .filter((file) => file.endsWith('.webp'))
      .map((file) => file.slice(0, -'.webp'.length))
      .filter((publicId) => PUBLIC_ID_PATTERN.test(publicId));
  }

  async function renderMissing(): Promise<void> {
    const publicIds = await storedIds();
    const started = performance.now();
    let rendered = 0;
    // Variant by variant across all images, so every grid card is ready before any detail.
    for (const variant of CACHED_VARIANTS) {
      for (const publicId of publicIds) {
        if (stopped) return;
        if (await fileExists(cachedPath(mediaDir, publicId, variant))) continue;
        try {
          await get(publicId, variant);
          rendered += 1;
        } catch (error) {
          log.warn({ err: error, publicId, ...variant }, 'could not render an image variant');
        }
      }
    }
    if (rendered > 0) {
      log.info(
        { rendered, seconds: Math.round((performance.now() - started) / 100) / 10 },
        'rendered the image variants missing from the media cache',
      );
    }
  }

  return {
    get,
    startWarmUp() {
      warmUp ??= renderMissing().catch((error: unknown) => {
        log.error({ err: error }, 'the media cache warm-up stopped');
      });
    },
    async stop() {
      stopped = true;
      await warmUp;
    },
  };
}
