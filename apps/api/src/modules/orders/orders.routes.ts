import {
  adminOrdersQuerySchema,
  myOrdersQuerySchema,
  ORDER_MESSAGES,
  orderSchema,
  orderTrackParamsSchema,
  pageSchema,
  placeOrderSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { idempotencyKeyOf } from './idempotency.js';
import { placeOrder } from './order-placement.service.js';
import { searchAllOrders, searchMyOrders, trackMyOrder } from './order-queries.service.js';

/** Orders and checkout (docs/product.md, "Server calls"), paths kept as the client calls them. */
export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  // The spec lists both calls; they are one operation under two paths.
  const placements = [
    {
      url: '/order/placeOrder',
      summary:
        'Place an order (customer): 201 with the order; the same Idempotency-Key and body again answers 200 with the same order',
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
        const { created, order } = await placeOrder(
          requestContext(context, request),
          { id: user.id, email: user.email },
          request.body,
          key,
        );
        if (created) context.metrics?.orderPlaced();
        return reply.code(created ? 201 : 200).send(order);
      },
    );
  }

  app.get(
    '/order/my-orders/search',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Your orders, newest first: query (order number or product name), fromDate, toDate (YYYY-MM-DD, India time), status',
        querystring: myOrdersQuerySchema,
        response: { 200: pageSchema(orderSchema) },
      },
    },
    async (request) => searchMyOrders(db, currentUser(request).id, request.query),
  );

  app.get(
    '/order/my-orders/track/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders with items and timeline; {id} is the order id or order number',
        params: orderTrackParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => trackMyOrder(db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/order/adminSearch',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Every order (admin), newest first: status, fromDate and toDate (YYYY-MM-DD, India time, both included), search in order number, customer email, name and mobile, and the address phone',
        querystring: adminOrdersQuerySchema,
        response: { 200: pageSchema(orderSchema) },
      },
    },
    async (request) => searchAllOrders(db, request.query),
  );
};
