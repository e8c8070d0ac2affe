import {
  codFeeSchema,
  codFeeUpdateSchema,
  idParamSchema,
  pageSchema,
  paymentMethodListQuerySchema,
  paymentMethodSchema,
  paymentMethodStatusUpdateSchema,
} from '@attar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { updateCodFee } from '../settings/settings-admin.service.js';
import * as payments from './payments.service.js';

/**
 * Payment methods and the cash-on-delivery fee (docs/product.md, "Server calls", "Payments and
 * settings").
 */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
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

  app.put(
    '/payment-methods/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Switch a payment method on or off (admin): `{ isActive }`; the checkout follows at once. The last active method cannot be switched off (409 LAST_ACTIVE_PAYMENT_METHOD)',
        params: idParamSchema,
        body: paymentMethodStatusUpdateSchema,
        response: { 200: paymentMethodSchema },
      },
    },
    async (request) =>
      payments.setPaymentMethodStatus(
        db,
        currentUser(request),
        request.params.id,
        request.body.isActive,
        context.paymentGateway.provider,
      ),
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
        summary:
          'Set the cash-on-delivery fee: 0 to 1000 rupees, at most 2 decimals (admin; audited)',
        body: codFeeUpdateSchema,
        response: { 200: codFeeSchema },
      },
    },
    async (request) => updateCodFee(db, currentUser(request), request.body.codFee),
  );
};
