import {
  adminReturnsQuerySchema,
  approveReturnSchema,
  eligibleOrderSchema,
  eligibleOrdersQuerySchema,
  ELIGIBLE_ORDERS_PAGE_SIZE,
  exchangeOptionSchema,
  exchangeOptionsQuerySchema,
  idParamSchema,
  pageQuerySchema,
  pageSchema,
  receiveReturnSchema,
  rejectReturnSchema,
  returnRequestCreateSchema,
  returnRequestSchema,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import {
  approveRequest,
  getRequest,
  receiveItem,
  rejectRequest,
  searchRequests,
} from './return-admin.service.js';
import {
  createRequest,
  eligibleOrders,
  exchangeOptions,
  myRequests,
  type ReturnDeps,
} from './returns.service.js';

/** Returns and exchanges (docs/product.md, "Returns and exchanges"). */
export const returnRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const depsOf = (request: FastifyRequest): ReturnDeps => requestContext(context, request);

  app.get(
    '/order/my-orders/return-exchange-eligible',
    {
      config: { access: 'user' },
      schema: {
        tags: ['returns'],
        summary:
          'Your DELIVERED orders within the return window (a setting, default 30 days from delivery), each item with returnEligible and the reason when not; size defaults to 20',
        querystring: eligibleOrdersQuerySchema.extend({
          size: eligibleOrdersQuerySchema.shape.size.default(ELIGIBLE_ORDERS_PAGE_SIZE),
        }),
        response: { 200: pageSchema(eligibleOrderSchema) },
      },
    },
    async (request) => eligibleOrders(db, currentUser(request).id, request.query),
  );

  app.post(
    '/returns/request',
    {
      config: { access: 'user' },
      schema: {
        tags: ['returns'],
        summary:
          'Ask to return or exchange one item of your delivered order: 201 with the request (status REQUESTED); 404 for an order not yours, 409 when not eligible, out of the window or already requested',
        body: returnRequestCreateSchema,
        response: { 201: returnRequestSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await createRequest(
        depsOf(request),
        { id: user.id, email: user.email },
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/returns/my-requests',
    {
      config: { access: 'user' },
      schema: {
        tags: ['returns'],
        summary: 'Your return and exchange requests, newest first, with their timelines',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(returnRequestSchema) },
      },
    },
    async (request) => myRequests(db, currentUser(request).id, request.query),
  );

  app.get(
    '/returns/exchange-options',
    {
      config: { access: 'user' },
      schema: {
        tags: ['returns'],
        summary:
          'What an item of your returnable order may be exchanged for: in stock, of its kind, at the price paid or less (a jewelry piece also in another size)',
        querystring: exchangeOptionsQuerySchema,
        response: { 200: z.array(exchangeOptionSchema) },
      },
    },
    async (request) => exchangeOptions(db, currentUser(request).id, request.query),
  );

  app.get(
    '/admin/returns',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['returns', 'admin'],
        summary:
          'Every return and exchange request (admin), newest first: query (request id, order number, customer email or name), status, type, fromDate, toDate',
        querystring: adminReturnsQuerySchema,
        response: { 200: pageSchema(returnRequestSchema) },
      },
    },
    async (request) => searchRequests({ db }, request.query),
  );

  app.get(
    '/admin/returns/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['returns', 'admin'],
        summary: 'One request (admin) with its order, customer, refund and timeline',
        params: idParamSchema,
        response: { 200: returnRequestSchema },
      },
    },
    async (request) => getRequest({ db }, request.params.id),
  );

  /** The admin's decisions on a request: POST /api/admin/returns/{id}/{action}. */
  const decision = <B extends z.ZodType>(summary: string, body: B) => ({
    config: { access: 'admin' as const },
    schema: {
      tags: ['returns', 'admin'],
      summary,
      params: idParamSchema,
      body,
      response: { 200: returnRequestSchema },
    },
  });
  const adminOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, email: user.email };
  };

  app.post(
    '/admin/returns/:id/approve',
    decision(
      'Approve a REQUESTED request (admin); an exchange takes the replacement from stock and creates its no-charge order (409 INSUFFICIENT_STOCK when none is left)',
      approveReturnSchema,
    ),
    async (request) =>
      approveRequest(depsOf(request), adminOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/returns/:id/reject',
    decision(
      'Reject a REQUESTED request (admin) with a reason the customer sees',
      rejectReturnSchema,
    ),
    async (request) =>
      rejectRequest(depsOf(request), adminOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/returns/:id/receive',
    decision(
      'Mark the item of an APPROVED request received (admin): quantity received and quantity damaged',
      receiveReturnSchema,
    ),
    async (request) =>
      receiveItem(depsOf(request), adminOf(request), request.params.id, request.body),
  );
  // Completing a request issues a credit note too: its route is in flows/return-completion.routes.ts.
};
