import { idParamSchema, noContentSchema, promotionInputSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { promotionSchema } from './promotion-schemas.js';
import * as admin from './promotions-admin.service.js';

/** The owner's promotions (docs/admin-guide.md, "Promotions"); permission promotions.manage. */
export const promotionAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const tags = ['promotions', 'admin'];

  app.get(
    '/admin/promotions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every promotion, newest first, with its status now and its results',
        response: { 200: z.array(promotionSchema) },
      },
    },
    async () => admin.listPromotions(db),
  );

  app.get(
    '/admin/promotions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One promotion',
        params: idParamSchema,
        response: { 200: promotionSchema },
      },
    },
    async (request) => admin.getPromotion(db, request.params.id),
  );

  app.post(
    '/admin/promotions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a promotion: a code (`code`) or an automatic offer (`code: null`)',
        body: promotionInputSchema,
        response: { 201: promotionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createPromotion(db, currentUser(request), request.body)),
  );

  app.put(
    '/admin/promotions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a promotion (the whole of it)',
        params: idParamSchema,
        body: promotionInputSchema,
        response: { 200: promotionSchema },
      },
    },
    async (request) =>
      admin.updatePromotion(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/promotions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a promotion no order was given (409 otherwise: switch it off instead)',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await admin.deletePromotion(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
