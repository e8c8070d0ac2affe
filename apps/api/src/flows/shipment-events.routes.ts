import {
  adminOrderSchema,
  deliveryAttemptSchema,
  guestDeliveryAttemptSchema,
  guestTrackSchema,
  idParamSchema,
  orderSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { AppError } from '../lib/errors.js';
import { bodyField, clientAddress, GUEST_ORDER_LIMITS, limitGuard } from '../lib/rate-limit.js';
import { CourierError, type CourierEvent } from '../modules/shipping/couriers.service.js';
import {
  answerDeliveryIssueAsCustomer,
  answerDeliveryIssueAsGuest,
  trackOrderAsGuest,
} from './delivery-attempt.flow.js';
import { receiveReturnedOrder } from './rto.flow.js';
import { applyCourierEvents, refreshParcelTracking } from './shipment-events.flow.js';

const DELIVERY_ATTEMPT_ERRORS =
  '409 NO_DELIVERY_ISSUE when no failed attempt waits for an answer (none, answered already, or the parcel delivered or returning); 502 COURIER_REFUSED or COURIER_AUTH, 503 COURIER_UNAVAILABLE when the courier does not take it (nothing recorded: try again); 400 NEW_PHONE without a valid mobile number.';

/**
 * What couriers report and what shoppers answer about a parcel (docs/decisions/0061): the
 * tracking webhook, a guest's order lookup, the shopper's answer to a failed delivery, and the
 * admin's receipt of a parcel returned to the store.
 */
export const shipmentEventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const statusMoveContext = (request: Parameters<typeof requestContext>[1]) => ({
    ...requestContext(context, request),
    gateway: context.paymentGateway,
  });
  // One count for both guest calls: each tries a contact against an order number.
  const guestPerIp = limitGuard(app, 'guest-order-ip', GUEST_ORDER_LIMITS.perIp, clientAddress);
  const guestPerOrder = limitGuard(
    app,
    'guest-order-number',
    GUEST_ORDER_LIMITS.perOrderNumber,
    (request) => bodyField(request, 'orderNumber').toUpperCase(),
  );

  app.post(
    '/order/track',
    {
      preHandler: [guestPerIp, guestPerOrder],
      schema: {
        tags: ['orders'],
        summary:
          'Find an order as a guest by its number and the email address or mobile number given with it: the order with its parcel',
        description:
          'The email is compared without regard to case; a mobile number by its last ten digits (+91, spaces and dashes allowed), against the delivery address and the account. 404 NOT_FOUND with the same message for a wrong number and a wrong contact; 429 past 30 lookups per 15 minutes per address or 10 per order number.',
        body: guestTrackSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => trackOrderAsGuest(context.db, request.body),
  );

  app.post(
    '/order/track/delivery-attempt',
    {
      preHandler: [guestPerIp, guestPerOrder],
      schema: {
        tags: ['orders'],
        summary:
          'Answer a failed delivery attempt as a guest (the order named as POST /api/order/track names it): ask for another attempt, or give a new phone; answers the order',
        description: `404 as the lookup; ${DELIVERY_ATTEMPT_ERRORS}`,
        body: guestDeliveryAttemptSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      answerDeliveryIssueAsGuest(
        { ...requestContext(context, request), couriers: context.couriers },
        request.body,
      ),
  );

  app.post(
    '/order/my-orders/:id/delivery-attempt',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Answer a failed delivery attempt of your order: ask for another attempt, or give a new phone; answers the order',
        description: `404 for an unknown order or another customer’s; ${DELIVERY_ATTEMPT_ERRORS}`,
        params: idParamSchema,
        body: deliveryAttemptSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      answerDeliveryIssueAsCustomer(
        { ...requestContext(context, request), couriers: context.couriers },
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/admin/orders/:id/rto-received',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Mark the parcel the courier brought back received (admin): stock back, a prepaid order refunded in full, an invoiced order credited; answers the order',
        description:
          'All in one transaction: the units go back to stock, what was paid online is refunded through the gateway, an order with an invoice gets a credit note for all of it (goods and charges), the shopper is mailed. 409 NOT_RETURNED unless the order is RETURNED_TO_ORIGIN; 409 ALREADY_RECEIVED the second time.',
        params: idParamSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) =>
      receiveReturnedOrder(statusMoveContext(request), currentUser(request), request.params.id),
  );

  app.post(
    '/admin/orders/:id/shipment/refresh',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          "Ask the parcel's courier for its tracking and apply the reports the store lacks (admin); answers how many were new",
        description:
          'For a webhook lost or not set up: each report is applied once, as the webhook applies it. A self-ship parcel has no courier to ask (0). 409 SHIPMENT_NOT_BOOKED without a parcel; 422 SHIPROCKET_NOT_CONFIGURED for a Shiprocket parcel on a store no longer set up for it; 502 COURIER_REFUSED or COURIER_AUTH, 503 COURIER_UNAVAILABLE when the courier does not answer.',
        params: idParamSchema,
        response: { 200: z.object({ applied: z.number().int() }) },
      },
    },
    async (request) => ({
      applied: await refreshParcelTracking(
        { ...statusMoveContext(request), couriers: context.couriers },
        request.params.id,
      ),
    }),
  );

  // The webhook reads its body as raw bytes, as the payment webhook does: the courier's token is
  // checked before anything is parsed. Shiprocket wants a quick 200; applying its report is a
  // few statements, done before answering so that a failure makes it send the report again.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/shipping/tracking-webhook',
      {
        schema: {
          tags: ['shipping'],
          summary:
            "Shiprocket's tracking webhook (its token in x-api-key): each report applied once; answers how many were new",
          description:
            '404 when Shiprocket is not set up; 401 BAD_WEBHOOK_TOKEN for a missing or wrong token; 400 MALFORMED_REQUEST for a body that is not a tracking report. A report of an unknown AWB is skipped.',
          response: { 200: z.object({ applied: z.number().int() }) },
        },
      },
      async (request) => {
        const shiprocket = context.couriers.shiprocket;
        if (!shiprocket) throw new AppError(404, 'NOT_FOUND', 'Not found');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let events: CourierEvent[];
        try {
          events = shiprocket.readWebhook(request.headers, rawBody);
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          if (error.code === 'BAD_WEBHOOK_TOKEN') {
            throw new AppError(401, 'BAD_WEBHOOK_TOKEN', 'The webhook token does not match.');
          }
          throw new AppError(400, 'MALFORMED_REQUEST', error.message);
        }
        return {
          applied: await applyCourierEvents(statusMoveContext(request), 'shiprocket', events),
        };
      },
    );
  });
};
