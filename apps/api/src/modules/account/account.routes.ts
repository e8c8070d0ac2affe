import {
  changePasswordSchema,
  errorBodySchema,
  messageResponseSchema,
  sendCredentialMailSchema,
  setPasswordSchema,
  signInResponseSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { ACCOUNT_LIMITS, bodyField, clientAddress, limitGuard } from '../../lib/rate-limit.js';
import {
  changePassword,
  sendPasswordLink,
  setPasswordWithLink,
  type AccountDeps,
} from './account.service.js';

/** Passwords: a mailed one-time link to set one, and a change while signed in. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps: AccountDeps = {
    db: context.db,
    jobs: context.jobs,
    tokens: context.tokens,
    publicUrl: context.config.publicUrl,
  };
  const { db } = context;

  const mailPerIp = limitGuard(
    app,
    'credential-mail-ip',
    ACCOUNT_LIMITS.credentialMailPerIp,
    clientAddress,
  );
  const mailPerEmail = limitGuard(
    app,
    'credential-mail-email',
    ACCOUNT_LIMITS.credentialMailPerEmail,
    (request) => bodyField(request, 'email'),
  );
  const setPerIp = limitGuard(
    app,
    'set-password-ip',
    ACCOUNT_LIMITS.setPasswordPerIp,
    clientAddress,
  );
  const changePerUser = limitGuard(
    app,
    'change-password-user',
    ACCOUNT_LIMITS.changePasswordPerUser,
    (request) => String(currentUser(request).id),
  );

  app.post(
    '/app/SendCredentialMail',
    {
      preHandler: [mailPerIp, mailPerEmail],
      schema: {
        tags: ['account'],
        summary:
          'Mail a one-time link to set a password (the same answer whether or not the account exists)',
        body: sendCredentialMailSchema,
        response: { 202: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await sendPasswordLink(
            { ...deps, ...requestContext(context, request) },
            request.body.email,
          ),
        ),
  );

  app.post(
    '/set-password',
    {
      preHandler: setPerIp,
      schema: {
        tags: ['account'],
        summary: 'Set a password with the token of a mailed link; older sessions end',
        body: setPasswordSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => setPasswordWithLink(db, request.body.token, request.body.password),
  );

  app.put(
    '/change-password',
    {
      // The user guard runs first: the limit counts per account.
      config: { access: 'user' },
      preHandler: changePerUser,
      schema: {
        tags: ['account'],
        summary:
          'Change your password; answers a fresh token for this session, and every other session ends',
        body: changePasswordSchema,
        response: {
          200: signInResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => changePassword(deps, currentUser(request), request.body),
  );
};
