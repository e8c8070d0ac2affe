import {
  codFeeSchema,
  codFeeUpdateSchema,
  pageSchema,
  paymentMethodListQuerySchema,
  paymentMethodSchema,
} from '@attar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import * as payments from './payments.service.js';

/** Payment methods and the cash-on-delivery fee (spec section 7, "Payments and settings"). */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/payment-methods/active',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods the checkout offers, in display order',
        response: { 200: z.array(paymentMethodSchema) },
      },
    },
    async () => payments.listActivePaymentMethods(db),
  );

  app.get(
    '/payment-methods',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Every payment method (admin): status active or inactive, search in method and name',
        querystring: paymentMethodListQuerySchema,
        response: { 200: pageSchema(paymentMethodSchema) },
      },
    },
    async (request) => payments.searchPaymentMethods(db, request.query),
  );

  // Under /admin because an admin sets it; read openly because the checkout shows it.
  app.get(
    '/admin/settings/cod-fee',
    {
      schema: {
        tags: ['payments'],
        summary: 'The cash-on-delivery fee in rupees',
        response: { 200: codFeeSchema },
      },
    },
    async () => payments.getCodFee(db),
  );

  app.put(
    '/admin/settings/cod-fee',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary: 'Set the cash-on-delivery fee: 0 to 1000 rupees, at most 2 decimals (admin)',
        body: codFeeUpdateSchema,
        response: { 200: codFeeSchema },
      },
    },
    async (request) => payments.setCodFee(db, request.body.codFee),
  );
};
