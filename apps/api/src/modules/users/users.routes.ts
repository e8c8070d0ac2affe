import { updateUserSchema, userSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { getProfile, updateProfile } from './users.service.js';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/me',
    {
      config: { access: 'user', duringTwoFactorSetUp: true },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => getProfile(db, currentUser(request).id),
  );

  app.put(
    '/updateUser',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change your own name or phone number',
        body: updateUserSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateProfile(db, currentUser(request).id, request.body),
  );
};
