import {
  adminOrdersQuerySchema,
  myOrdersQuerySchema,
  orderSchema,
  orderTrackParamsSchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { searchAllOrders, searchMyOrders, trackMyOrder } from './order-queries.service.js';

/** Orders and checkout (docs/product.md, "Server calls"), paths kept as the client calls them. */
export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

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
