import {
  authOptionsSchema,
  encryptedSignInSchema,
  signInResponseSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { RATE_LIMITS } from '../../lib/rate-limit.js';
import { currentUser } from '../../lib/auth-guard.js';
import { authOptions, signIn, signInEncrypted, signOut, signUp } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, tokens, guards, config }) => {
  app.post(
    '/signup',
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: signUpSchema,
        response: { 201: signUpResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(db, request.body)),
  );

  app.post(
    '/signin',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => signIn(db, tokens, request.body),
  );

  app.post(
    '/signinEncrypt',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the payload AES-encrypted (obfuscation only; TLS protects it)',
        body: encryptedSignInSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => signInEncrypted(db, tokens, config.signinEncryption, request.body.base64EncryptedData),
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
      preHandler: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token (and every older one) stops working',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      await signOut(db, currentUser(request).id);
      return reply.code(204).send();
    },
  );
};
