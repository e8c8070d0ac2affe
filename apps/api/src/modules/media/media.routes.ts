import { z } from 'zod';
import { DELIVERY_IMAGE_SIZES, IMAGE_SIZES, PUBLIC_ID_PATTERN } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { acceptsImages, PLACEHOLDER_SVG, preferredFormat } from './delivery.js';
import { CONTENT_TYPES, ORIGINAL_MAX_DIMENSION } from './media.service.js';
import { enqueueMissingVariants } from './image-variants.job.js';
import { variantRendererOf } from './variant-renderer.js';

const SIZES_DOC = Object.entries(IMAGE_SIZES)
  .map(([size, { width, height }]) => `${size} ${width}x${height}`)
  .join(', ');

const paramsSchema = z.object({
  size: z.enum(DELIVERY_IMAGE_SIZES),
  publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Not a valid image id'),
});

export const mediaRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, media, jobs, log },
) => {
  const renderer = variantRendererOf(media, log);
  // A listening server queues the variants storage lacks (the seeded catalogue, images stored
  // before uploads queued their own); tests through inject render on request.
  let queueingMissing: Promise<unknown> | null = null;
  app.addHook('onListen', async () => {
    queueingMissing = enqueueMissingVariants(media, jobs, db, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not queue the missing image variants');
    });
  });
  app.addHook('onClose', async () => {
    await queueingMissing;
  });

  app.get(
    '/media/:size/:publicId',
    {
      schema: {
        tags: ['media'],
        summary: 'An image at a delivery size: AVIF when Accept names image/avif, else WebP',
        description: `Sizes: ${SIZES_DOC}, original at most ${ORIGINAL_MAX_DIMENSION} px on its longer side. A missing image answers 404: with a placeholder SVG when Accept names an image type (an <img> request), with the JSON error body otherwise.`,
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const accept = request.headers.accept;
      const format = preferredFormat(accept);
      reply.header('vary', 'Accept');
      try {
        const image = await renderer.get(request.params.publicId, {
          size: request.params.size,
          format,
        });
        // Public ids never change content (an upload makes a new id), so browsers may keep them.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(CONTENT_TYPES[format])
          .send(image);
      } catch (error) {
        if (error instanceof AppError && error.status === 404 && acceptsImages(accept)) {
          // The status stays honest; browsers still draw an image body of a 404 in an <img>.
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .type('image/svg+xml')
            .send(PLACEHOLDER_SVG);
        }
        throw error;
      }
    },
  );
};
