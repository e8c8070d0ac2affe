import { ADDRESS_MESSAGES, deliveryCheckSchema, pincodeQuerySchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { rejectInvalidRequest } from '../../lib/validation-message.js';
import { checkDelivery } from './shipping.service.js';

/** Delivery by pincode: public, the cart checks it before anyone signs in. */
export const shippingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/shipping/get-by-pincode',
    {
      attachValidation: true,
      schema: {
        tags: ['shipping'],
        summary:
          'Whether the store delivers to a pincode, the shipping charge in rupees and whether cash on delivery is offered',
        querystring: pincodeQuerySchema,
        response: { 200: deliveryCheckSchema },
      },
    },
    async (request) => {
      rejectInvalidRequest(request, [ADDRESS_MESSAGES.pincode.description]);
      return checkDelivery(db, request.query.pincode);
    },
  );
};
