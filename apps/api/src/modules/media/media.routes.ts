import { z } from 'zod';
import { DELIVERY_IMAGE_SIZES, IMAGE_SIZES, PUBLIC_ID_PATTERN } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import {
  acceptsImages,
  deliverImage,
  MADE_CACHE_CONTROL,
  PLACEHOLDER_SVG,
  preferredFormat,
  STAND_IN_CACHE_CONTROL,
} from './delivery.js';
import { CONTENT_TYPES, ORIGINAL_MAX_DIMENSION } from './media.service.js';
import { enqueueMissingVariants, variantsRequester } from './image-variants.job.js';

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
  const requestVariants = variantsRequester(jobs, db, log);
  // A listening server queues the variants storage lacks (the seeded catalogue, images stored
  // before uploads queued their own); tests through inject have them queued when first asked.
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
        description: `Sizes: ${SIZES_DOC}, original at most ${ORIGINAL_MAX_DIMENSION} px on its longer side. Sizes are made in the background after an upload: until the one asked for is made, the answer is at once the same size as WebP or the original, with \`Cache-Control: ${STAND_IN_CACHE_CONTROL}\` instead of a year. A missing image answers 404: with a placeholder SVG when Accept names an image type (an <img> request), with the JSON error body otherwise.`,
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const accept = request.headers.accept;
      const format = preferredFormat(accept);
      reply.header('vary', 'Accept');
      const { publicId, size } = request.params;
      try {
        const image = await deliverImage(media, publicId, { size, format });
        if (!image.made) await requestVariants(publicId, request.id);
        return reply
          .header('cache-control', image.made ? MADE_CACHE_CONTROL : STAND_IN_CACHE_CONTROL)
          .type(CONTENT_TYPES[image.format])
          .send(image.bytes);
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
