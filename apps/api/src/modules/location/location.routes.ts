import {
  ADDRESS_MESSAGES,
  locationStatesSchema,
  pincodeLookupSchema,
  pincodeParamSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { rejectInvalidRequest } from '../../lib/validation-message.js';
import { listStatesOfIndia, lookUpPincode } from './location.service.js';

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

  app.get(
    '/location/pincode/:pincode',
    {
      attachValidation: true,
      schema: {
        tags: ['account'],
        summary:
          "Where a pincode is, from India Post's directory: state, district and city suggestions (404 when it does not exist)",
        params: pincodeParamSchema,
        response: { 200: pincodeLookupSchema },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, [ADDRESS_MESSAGES.pincode.description]);
      const place = await lookUpPincode(request.params.pincode);
      // The directory changes only with a release of the API.
      reply.header('cache-control', 'public, max-age=86400');
      return place;
    },
  );
};
