import {
  idParamSchema,
  noContentSchema,
  searchSynonymSchema,
  searchSynonymWriteSchema,
} from '@attar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as synonyms from './search-synonyms.service.js';

/** The admin's synonym groups for search (docs/admin-guide.md, "Search"). */
export const searchSynonymRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/search/synonyms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search', 'admin'],
        summary: 'Every synonym group search uses, by its first word',
        response: { 200: z.array(searchSynonymSchema) },
      },
    },
    async () => synonyms.listSynonyms(db),
  );

  app.post(
    '/admin/search/synonyms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search', 'admin'],
        summary:
          'Add a synonym group: 2 to 20 words or two-word phrases a shopper may type for the same thing, in any script; the next search uses it',
        body: searchSynonymWriteSchema,
        response: { 201: searchSynonymSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await synonyms.createSynonym(db, currentUser(request), request.body)),
  );

  app.put(
    '/admin/search/synonyms/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search', 'admin'],
        summary: "Replace a synonym group's words",
        params: idParamSchema,
        body: searchSynonymWriteSchema,
        response: { 200: searchSynonymSchema },
      },
    },
    async (request) =>
      synonyms.updateSynonym(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search', 'admin'],
        summary: 'Remove a synonym group',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await synonyms.deleteSynonym(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
