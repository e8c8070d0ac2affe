import {
  deliveryZoneInputSchema,
  deliveryZoneOrderSchema,
  deliveryZoneSchema,
  deliveryZoneTestSchema,
  idParamSchema,
  noContentSchema,
  pincodeQuerySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as zones from './delivery-zones.service.js';

/** The admin's delivery zones (docs/admin-guide.md, "Delivery"). */
export const deliveryZoneRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const tags = ['shipping', 'admin'];

  app.get(
    '/admin/delivery-zones',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every delivery zone, in the order they are asked',
        response: { 200: z.array(deliveryZoneSchema) },
      },
    },
    async () => zones.listZones(db),
  );

  app.get(
    '/admin/delivery-zones/test',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Which zone answers for a pincode, why, and what it promises today',
        querystring: pincodeQuerySchema,
        response: { 200: deliveryZoneTestSchema },
      },
    },
    async (request) => zones.testPincode(db, request.query.pincode),
  );

  app.post(
    '/admin/delivery-zones',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a zone, asked after the others',
        body: deliveryZoneInputSchema,
        response: { 201: deliveryZoneSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await zones.createZone(db, currentUser(request), request.body)),
  );

  app.put(
    '/admin/delivery-zones/order',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Put the zones in a new order: every zone id once, first asked first',
        body: deliveryZoneOrderSchema,
        response: { 200: z.array(deliveryZoneSchema) },
      },
    },
    async (request) => zones.reorderZones(db, currentUser(request), request.body.ids),
  );

  app.put(
    '/admin/delivery-zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a zone',
        params: idParamSchema,
        body: deliveryZoneInputSchema,
        response: { 200: deliveryZoneSchema },
      },
    },
    async (request) => zones.updateZone(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/delivery-zones/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a zone; those after it move up',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await zones.deleteZone(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
