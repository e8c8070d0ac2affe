import {
  customerCancelSchema,
  adminOrderSchema,
  idParamSchema,
  orderNoteCreateSchema,
  orderNoteSchema,
  orderSchema,
  orderStatusUpdateQuerySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { addOrderNote } from '../modules/orders/order-admin-view.service.js';
import { getAdminOrder } from './order-admin-detail.flow.js';
import { cancelOrderByCustomer, changeOrderStatus } from './order-status.flow.js';

/**
 * The admin's order page: one order in full, its status and its internal notes (docs/admin-guide.md,
 * "Orders"); and the customer's own cancellation, the same move made by the shopper.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.put(
    '/order/admin/order/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Move an order forward (steps may be skipped) or cancel it before SHIPPED (admin); other moves are 409',
        querystring: orderStatusUpdateQuerySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      changeOrderStatus(
        { ...requestContext(context, request), gateway: context.paymentGateway },
        currentUser(request),
        request.query.orderId,
        request.query.status,
      ),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'One order (admin): items, figures, address, payment, status timeline, internal notes, the statuses it may move to, its invoice and return requests',
        params: idParamSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => getAdminOrder(db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/notes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Add an internal note to an order (admin): 1 to 2000 characters, shown to admins only; 201 with the note',
        params: idParamSchema,
        body: orderNoteCreateSchema,
        response: { 201: orderNoteSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const note = await addOrderNote(
        db,
        { id: user.id, email: user.email },
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/order/my-orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel one of your orders before it ships, with a reason: the stock goes back, what was paid online is refunded, a mail confirms it',
        description:
          '404 for an unknown order or another customer’s; 409 INVALID_STATUS_TRANSITION once it has shipped or when already cancelled; 400 without a reason (or without details for OTHER).',
        params: idParamSchema,
        body: customerCancelSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      cancelOrderByCustomer(
        { ...requestContext(context, request), gateway: context.paymentGateway },
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );
};
