import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { PUBLIC_ID_PATTERN, renderImage } from './media.service.js';

const paramsSchema = z.object({
  size: z.enum(['card', 'detail', 'thumb', 'original']),
  publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Not a valid image id'),
});

export const mediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { mediaDir }) => {
  app.get(
    '/media/:size/:publicId',
    { schema: { tags: ['media'], summary: 'An image at a delivery size', params: paramsSchema } },
    async (request, reply) => {
      const image = await renderImage(mediaDir, request.params.publicId, request.params.size);
      // Public ids never change content (an upload makes a new id), so browsers may keep them.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(image);
    },
  );
};
