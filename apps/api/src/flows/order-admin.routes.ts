import { adminOrderSchema, idParamSchema, orderNoteCreateSchema, orderNoteSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { addOrderNote, getAdminOrder } from './order-admin-detail.service.js';

/** The admin's order page: one order in full, and its internal notes (README "Orders"). */
export const orderAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
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
};
