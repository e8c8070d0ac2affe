import {
  ADDRESS_MESSAGES,
  addressInputSchema,
  addressSchema,
  idParamSchema,
  noContentSchema,
  pageQuerySchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { rejectInvalidRequest } from '../../lib/validation-message.js';
import * as addresses from './addresses.service.js';

// The address form checks its rules in this order (docs/product.md, "Validation rules"); the first
// broken one is the error's message.
const MESSAGE_PRECEDENCE = [
  ADDRESS_MESSAGES.missing.description,
  ADDRESS_MESSAGES.phone.description,
  ADDRESS_MESSAGES.pincode.description,
];

const tags = ['addresses'];
const security = [{ bearer: [] }];

/**
 * The signed-in customer's own shipping addresses (docs/product.md, "Server calls", paths as the
 * client calls them).
 */
export const addressRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/shipping-addresses/Add',
    {
      config: { access: 'user' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Save a new shipping address; your first one becomes the default',
        security,
        body: addressInputSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, MESSAGE_PRECEDENCE);
      const address = await addresses.addAddress(db, currentUser(request).id, request.body);
      return reply.code(201).send(address);
    },
  );

  app.get(
    '/shipping-addresses/GetAll',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your shipping addresses, the default first, then the newest',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(addressSchema) },
      },
    },
    async (request) => addresses.listAddresses(db, currentUser(request).id, request.query),
  );

  app.get(
    '/shipping-addresses/GetBy/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of your shipping addresses',
        security,
        params: idParamSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => addresses.getAddress(db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/shipping-addresses/update/:id',
    {
      config: { access: 'user' },
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Replace one of your addresses; isDefault true makes it the default, false leaves the default as it is',
        security,
        params: idParamSchema,
        body: addressInputSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => {
      rejectInvalidRequest(request, MESSAGE_PRECEDENCE);
      return addresses.updateAddress(db, currentUser(request).id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shipping-addresses/delete/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of your addresses; if it was the default, your newest one becomes it',
        security,
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await addresses.deleteAddress(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
