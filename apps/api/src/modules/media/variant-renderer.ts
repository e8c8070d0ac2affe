import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/errors.js';
import { originalKey, variantKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';
import {
  CACHED_VARIANTS,
  CONTENT_TYPES,
  encodeVariant,
  readOriginal,
  type Variant,
} from './media.service.js';

export interface VariantRenderer {
  /**
   * Renders and stores every variant of an image that storage lacks, one at a time; answers
   * how many it rendered, or null when the image no longer exists.
   */
  renderMissing(publicId: string): Promise<number | null>;
}

const renderers = new WeakMap<MediaStorage, VariantRenderer>();

/**
 * The renderer of the app's storage, made on first use: every worker of the image-variants job
 * in this process shares it, so that encodes stay one at a time across them.
 */
export function variantRendererOf(storage: MediaStorage, log: FastifyBaseLogger): VariantRenderer {
  let renderer = renderers.get(storage);
  if (!renderer) {
    renderer = createVariantRenderer(storage, log);
    renderers.set(storage, renderer);
  }
  return renderer;
}

/**
 * Every encode of this process, all of them for the image-variants job: delivery never encodes
 * (decision 0046). Encodes run one at a time, so that they leave a core to the shoppers'
 * requests, and two jobs asking for a variant that is queued or being encoded (one waiting while
 * another for the same image runs) share that render instead of starting another.
 */
export function createVariantRenderer(
  storage: MediaStorage,
  log: FastifyBaseLogger,
): VariantRenderer {
  const inFlight = new Map<string, Promise<Buffer>>();
  let queueTail: Promise<unknown> = Promise.resolve();

  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queueTail.then(task);
    queueTail = run.catch(() => undefined);
    return run;
  }

  async function render(publicId: string, variant: Variant, key: string): Promise<Buffer> {
    // Stored between the caller's miss and this turn in the queue (here, or by another instance).
    const stored = await storage.get(key);
    if (stored) return stored;
    const original = await readOriginal(storage, publicId);
    const started = performance.now();
    const rendered = await encodeVariant(original, variant);
    await storage.put(key, rendered, CONTENT_TYPES[variant.format]);
    // A delete that ran while this was encoding removed the variants before this one existed:
    // take it back rather than keep serving a deleted image.
    if (!(await storage.exists(originalKey(publicId)))) {
      await storage.delete([key]);
      throw notFound('Image');
    }
    log.debug(
      { publicId, ...variant, ms: Math.round(performance.now() - started) },
      'rendered an image variant',
    );
    return rendered;
  }

  function renderShared(publicId: string, variant: Variant): Promise<Buffer> {
    const key = variantKey(publicId, variant);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const rendering = oneAtATime(() => render(publicId, variant, key)).finally(() => {
      inFlight.delete(key);
    });
    inFlight.set(key, rendering);
    return rendering;
  }

  return {
    async renderMissing(publicId) {
      if (!(await storage.exists(originalKey(publicId)))) return null;
      let rendered = 0;
      for (const variant of CACHED_VARIANTS) {
        if (await storage.exists(variantKey(publicId, variant))) continue;
        try {
          // Each variant queues on its own, so that two images' jobs take turns variant by variant.
          await renderShared(publicId, variant);
        } catch (error) {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        }
        rendered += 1;
      }
      return rendered;
    },
  };
}
