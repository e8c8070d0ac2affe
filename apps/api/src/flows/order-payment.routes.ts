import {
  dayPeriodQuerySchema,
  idParamSchema,
  orderPaymentSchema,
  orderSchema,
  paymentEntryParamSchema,
  paymentLedgerEntrySchema,
  paymentVerifySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { JobDefinition } from '../jobs/job-queue.js';
import { currentUser } from '../lib/auth-guard.js';
import { sendCsvFile } from '../lib/csv-writer.js';
import { AppError, notFound } from '../lib/errors.js';
import { GatewayError, type GatewayEvent } from '../modules/payments/payment-gateways.service.js';
import { paymentsCsvFile } from '../modules/payments/payment-export.service.js';
import { ledgerOfOrders } from '../modules/payments/payment-ledger.service.js';
import { PAYMENT_HOLD_JOB } from '../modules/orders/order-placement.service.js';
import { findOrder } from '../modules/orders/order-payment.service.js';
import {
  applyGatewayEvent,
  checkPayment,
  endPaymentHold,
  PAYMENT_CHECK_JOB,
  PAYMENT_EVENT_JOB,
  PAYMENT_REFUND_JOB,
  requestRefund,
  retryRefund,
  startPayment,
  switchToPayOnDelivery,
  verifyCheckout,
  type PaymentDeps,
} from './order-payment.flow.js';

function paymentDeps(context: AppContext, requestId?: string): PaymentDeps {
  return {
    db: context.db,
    jobs: context.jobs,
    log: context.log,
    publicUrl: context.config.publicUrl,
    gateway: context.paymentGateway,
    requestId,
  };
}

/** Paying an order online: the checkout's calls, the gateway's webhook, the admin's ledger. */
export const orderPaymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const ledgerOf = async (orderId: number) => {
    const order = await findOrder(context.db, orderId);
    if (!order) throw notFound('Order');
    const rows = await ledgerOfOrders(context.db, [order.id]);
    return rows.map(({ orderId: _orderId, ...entry }) => entry);
  };

  app.post(
    '/payments/orders/:id/start',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'Open (or reopen) the gateway payment of your order awaiting online payment: answers how to pay it (amount in paise). 409 NOT_AWAITING_PAYMENT once paid, cancelled or switched to cash on delivery',
        params: idParamSchema,
        response: { 200: orderPaymentSchema },
      },
    },
    async (request) =>
      startPayment(paymentDeps(context, request.id), currentUser(request).id, request.params.id),
  );

  app.post(
    '/payments/razorpay/verify',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          "The checkout's signed result: the signature is checked (400 BAD_SIGNATURE), the payment read from the gateway and applied once; answers the order, CONFIRMED and PAID once captured",
        body: paymentVerifySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      verifyCheckout(paymentDeps(context, request.id), currentUser(request).id, request.body),
  );

  app.post(
    '/payments/orders/:id/pay-on-delivery',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'Pay your order awaiting online payment on delivery instead (same order, cash-on-delivery fee added): 422 where the pincode or the total does not allow it',
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      switchToPayOnDelivery(
        paymentDeps(context, request.id),
        currentUser(request).id,
        request.params.id,
      ),
  );

  app.get(
    '/admin/orders/:id/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          "An order's payments ledger (admin): gateway orders, captures, failures and refunds, oldest first",
        params: idParamSchema,
        response: { 200: z.array(paymentLedgerEntrySchema) },
      },
    },
    async (request) => ledgerOf(request.params.id),
  );

  app.post(
    '/admin/orders/:id/payments/:entryId/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          "Ask the gateway again for a refund it refused (admin): the same entry and reference go back to requested and a job asks the gateway; answers the order's ledger. 404 for an entry of another order, 409 unless it is a failed refund the payment still covers",
        params: paymentEntryParamSchema,
        response: { 200: z.array(paymentLedgerEntrySchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await retryRefund(
        paymentDeps(context, request.id),
        { id: user.id, email: user.email },
        request.params.id,
        request.params.entryId,
      );
      return ledgerOf(request.params.id);
    },
  );

  app.get(
    '/admin/payments.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Every online payment captured and refund asked for in a period, as CSV (admin): one row each, refunds negative, test-gateway rows named so',
        description:
          '`from` and `to` are days (YYYY-MM-DD) in India time, both included, at most a year apart. UTF-8 with a byte order mark; amounts in rupees with two decimals.',
        querystring: dayPeriodQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvFile(reply, await paymentsCsvFile(context.db, request.query)),
  );

  // The webhook reads its body as raw bytes: the signature is over them, and nothing is parsed
  // before it matches. It answers at once; the event is applied by a job.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Razorpay's webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed), signed in X-Razorpay-Signature over the raw body: 400 BAD_SIGNATURE, nothing applied, when it does not match",
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        let event: GatewayEvent;
        try {
          event = context.paymentGateway.readWebhook({
            rawBody,
            signature: header('x-razorpay-signature'),
            eventId: header('x-razorpay-event-id'),
          });
        } catch (error) {
          if (error instanceof GatewayError) {
            throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature does not match.');
          }
          throw error;
        }
        await context.jobs.enqueue(context.db, PAYMENT_EVENT_JOB, event, {
          requestId: request.id,
        });
        return { received: true as const };
      },
    );
  });
};

/** The payment flow's jobs: applying gateway events, refunds, and the end of a payment hold. */
export function orderPaymentJobs(context: AppContext): JobDefinition<unknown>[] {
  const deps = paymentDeps(context);
  const events: JobDefinition<GatewayEvent> = {
    name: PAYMENT_EVENT_JOB,
    retryLimit: 8,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    run: (event) => applyGatewayEvent(deps, event),
    describe: (event) => `Gateway event ${event.type} ${event.id}`,
  };
  const refunds: JobDefinition<{ ledgerId: number }> = {
    name: PAYMENT_REFUND_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    run: (data) => requestRefund(deps, data.ledgerId),
    describe: (data) => `Refund ${data.ledgerId} at the payment gateway`,
  };
  const holds: JobDefinition<{ orderId: number }> = {
    name: PAYMENT_HOLD_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    run: (data) => endPaymentHold(deps, data.orderId),
    describe: (data) => `End of the payment hold of order ${data.orderId}`,
  };
  const checks: JobDefinition<{ orderId: number }> = {
    name: PAYMENT_CHECK_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    run: (data) => checkPayment(deps, data.orderId),
    describe: (data) => `Payment check of order ${data.orderId} at the gateway`,
  };
  return [events, refunds, holds, checks];
}
