import {
  accountSessionsSchema,
  endedSessionsSchema,
  errorBodySchema,
  noContentSchema,
  sessionIdParamsSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { endOtherSessions, endSession, listSessions } from './sessions.service.js';

/** Where an account is signed in, and ending those sessions: every account, staff or shopper. */
export const sessionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/account/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Where the account is signed in: device, browser, address, place when known, sign-in and last use; the caller’s own session first, marked current',
        response: { 200: accountSessionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => listSessions(db, currentUser(request)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'End one of the account’s sessions: its token is refused at once (404 for an ended, unknown or other account’s session)',
        params: sessionIdParamsSchema,
        response: {
          204: noContentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await endSession(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'End every session of the account but the caller’s own; answers how many ended',
        response: { 200: endedSessionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => endOtherSessions(db, currentUser(request)),
  );
};
