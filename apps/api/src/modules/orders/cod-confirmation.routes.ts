import { codConfirmationSchema, idParamSchema, orderSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { currentUser } from '../../lib/auth-guard.js';
import {
  COD_CONFIRMATION_EXPIRY_JOB,
  confirmCodOrder,
  expireCodConfirmation,
  resendCodCode,
} from './cod-confirmation.service.js';
import { toOrderDto } from './order-dto.js';

/** A risky cash-on-delivery order confirmed by its customer's code (docs/payments.md). */
export const codConfirmationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.post(
    '/order/my-orders/:id/confirm-cod',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Confirm your cash-on-delivery order with the 6-digit code mailed to you: answers the order, CONFIRMED. 422 WRONG_CODE (details.triesLeft; none after 5 wrong codes until a new one is sent), 409 NOT_AWAITING_CONFIRMATION once confirmed or cancelled',
        params: idParamSchema,
        body: codConfirmationSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      toOrderDto(
        db,
        await confirmCodOrder(db, currentUser(request).id, request.params.id, request.body.code),
      ),
  );

  app.post(
    '/order/my-orders/:id/confirm-cod/resend',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Mail a new code for your cash-on-delivery order waiting for one (the old code stops working): answers the order. 429 RATE_LIMITED within a minute of the last code',
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await resendCodCode(
        { db, jobs: context.jobs, publicUrl: context.config.publicUrl, requestId: request.id },
        { id: user.id, email: user.email },
        request.params.id,
      );
      return toOrderDto(db, order);
    },
  );
};

/** The job that cancels an order whose code never came. */
export function codConfirmationJobs(context: AppContext): JobDefinition<unknown>[] {
  const expiry: JobDefinition<{ orderId: number }> = {
    name: COD_CONFIRMATION_EXPIRY_JOB,
    retryLimit: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    run: (data) =>
      expireCodConfirmation(
        { db: context.db, jobs: context.jobs, publicUrl: context.config.publicUrl },
        data.orderId,
      ),
    describe: (data) => `End of the time to confirm cash-on-delivery order ${data.orderId}`,
  };
  return [expiry as JobDefinition<unknown>];
}
