import {
  gstRateCreateSchema,
  gstRateTableSchema,
  idParamSchema,
  noContentSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { addRate, deleteRate, readRateTable } from './tax-admin.service.js';

/** The GST rate table (docs/admin-guide.md, "GST rates"): admins only. */
export const taxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/settings/gst-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Every HSN code with its GST rate in force today (India time), its scheduled changes and its history',
        response: { 200: gstRateTableSchema },
      },
    },
    async () => readRateTable(db),
  );

  app.post(
    '/admin/settings/gst-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Add a rate (0 to 100 percent, two decimals at most) for an HSN code from a day on; a code already taxed takes a new rate from today or later only (400), and a second rate of a code on the same day is 409; answers the table',
        body: gstRateCreateSchema,
        response: { 201: gstRateTableSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addRate(db, currentUser(request), request.body)),
  );

  app.delete(
    '/admin/settings/gst-rates/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary: 'Delete a scheduled rate; a rate already in force (or past) is 409',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteRate(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
