import {
  authOptionsSchema,
  encryptedSignInSchema,
  errorBodySchema,
  signInResponseSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { RATE_LIMITS } from '../../lib/rate-limit.js';
import { sessionStartOf } from '../sessions/sessions.service.js';
import { authOptions, decryptSignIn, signIn, signOut, signUp } from './auth.service.js';
import { createSignInLimits } from './sign-in-limits.js';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  // Shared by every password sign-in path, so that one cannot be used to get around the other.
  const limitSignIn = createSignInLimits(app);

  app.post(
    '/signup',
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign it in (answers a token as /api/signin does)',
        body: signUpSchema,
        response: { 201: signUpResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await signUp(sessionStartOf(context, request), request.body)),
  );

  app.post(
    '/signin',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password, and for staff with two-factor on their code (401 TWO_FACTOR_REQUIRED without it, 400 TWO_FACTOR_CODE_INVALID, 429 TWO_FACTOR_LOCKED; 403 ACCOUNT_DISABLED for a deactivated account)',
        body: signInSchema,
        response: {
          200: signInResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await limitSignIn(request, reply, request.body.email);
      return signIn(sessionStartOf(context, request), context.twoFactorKeys, request.body);
    },
  );

  app.post(
    '/signinEncrypt',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the payload AES-encrypted (obfuscation only; TLS protects it)',
        body: encryptedSignInSchema,
        response: {
          200: signInResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const credentials = decryptSignIn(config.signinEncryption, request.body.base64EncryptedData);
      await limitSignIn(request, reply, credentials.email);
      return signIn(sessionStartOf(context, request), context.twoFactorKeys, credentials);
    },
  );

  app.get(
    '/auth/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in paths this store offers',
        response: { 200: authOptionsSchema },
      },
    },
    async () => authOptions(config),
  );

  app.post(
    '/logout',
    {
      config: { access: 'user', duringTwoFactorSetUp: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign out: this session ends and its token stops working at once (other sessions go on; see /api/account/sessions)',
      },
    },
    async (request, reply) => {
      await signOut(db, currentUser(request));
      return reply.code(204).send();
    },
  );
};
