import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactReceiptSchema,
  pageQuerySchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { RATE_LIMITS } from '../../lib/rate-limit.js';
import * as contact from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: RATE_LIMITS.contactForm },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact page (5 per hour from one address)',
        body: contactMessageInputSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.receiveMessage(db, request.body)),
  );

  app.get(
    '/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Messages from the contact page, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(contactMessageSchema) },
      },
    },
    async (request) => contact.listMessages(db, request.query),
  );
};
