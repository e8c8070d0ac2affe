import { locationStatesSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { listStatesOfIndia } from './location.service.js';

export const locationRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/location/user',
    {
      schema: {
        tags: ['account'],
        summary: 'States of India with their cities, for address forms',
        response: { 200: locationStatesSchema },
      },
    },
    async (_request, reply) => {
      // The list changes only with a new release of the data package.
      reply.header('cache-control', 'public, max-age=86400');
      return listStatesOfIndia();
    },
  );
};
