import {
  isOnlinePayment,
  ORDER_MESSAGES,
  orderSchema,
  placeOrderSchema,
  type Order,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { AppError, forbidden } from '../lib/errors.js';
import { idempotencyKeyOf, placeOrder } from '../modules/orders/order-placement.service.js';
import { startPayment } from './order-payment.flow.js';

/**
 * Placing an order (docs/product.md, "Server calls"), paid on delivery or online: an order
 * paid online is answered with how to pay it at the gateway (`payment`), or with `payment: null`
 * when the gateway did not answer (the order stands and holds its stock; the checkout opens the
 * payment again with POST /api/payments/orders/{id}/start).
 */
export const orderPlacementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // The spec lists both calls; they are one operation under two paths.
  const placements = [
    {
      url: '/order/placeOrder',
      summary:
        'Place an order (customer): 201 with the order; the same Idempotency-Key and body again answers 200 with the same order. Paid online, the order awaits payment, holds its stock and carries `payment` (amount in paise)',
    },
    { url: '/checkout', summary: 'Alias of POST /api/order/placeOrder, as the spec names it' },
  ];
  for (const { url, summary } of placements) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          summary,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: placeOrderSchema,
          response: { 200: orderSchema, 201: orderSchema },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (user.role !== 'CUSTOMER') throw forbidden(ORDER_MESSAGES.placedByCustomerOnly);
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const deps = requestContext(context, request);
        const { created, order } = await placeOrder(
          deps,
          { id: user.id, email: user.email },
          request.body,
          key,
        );
        if (created) context.metrics?.orderPlaced();
        const answer: Order = { ...order };
        if (isOnlinePayment(order.paymentMethod.method) && order.paymentDueBy) {
          answer.payment = await startPayment(
            { ...deps, gateway: context.paymentGateway },
            user.id,
            order.id,
          ).catch((error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          });
        }
        return reply.code(created ? 201 : 200).send(answer);
      },
    );
  }
};
