import {
  adminUpdateUserQuerySchema,
  adminUpdateUserSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  createAdminBodySchema,
  createdAdminSchema,
  idParamSchema,
  noContentSchema,
  pageSchema,
  staffRoleChangeSchema,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { forbidden } from '../lib/errors.js';
import { listUsers, type StaffActor } from '../modules/users/users-admin.service.js';
import { eraseAccount } from './account-erasure.flow.js';
import { resetTwoFactorAsAdmin } from './two-factor-reset.flow.js';
import { changeStaffRoleAsAdmin, createAdmin, updateUserAsAdmin } from './user-admin.flow.js';

const adminOf = (request: FastifyRequest): StaffActor => {
  const user = currentUser(request);
  // The admin routes' check let only staff through.
  if (!user.staffRole) throw forbidden('This needs an administrator');
  return { id: user.id, email: user.email, staffRole: user.staffRole };
};

/** The admin's users screen: docs/admin-guide.md, "Users and subscribers". */
export const userAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/admin/get-users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Accounts (admin), newest first: search in email, name and mobile, role=ADMIN|CUSTOMER; each with its status (ACTIVE, INACTIVE, ERASED) and order count, never a password hash',
        querystring: adminUsersQuerySchema,
        response: { 200: pageSchema(adminUserSchema) },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.put(
    '/AdminUpdateUser',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Change an account (admin): firstname and lastname (or firstName and lastName), mobile (null removes it), isActive. Deactivating ends its sessions at once; 409 PHONE_TAKEN, OWN_ACCOUNT_PROTECTED (yourself), LAST_ACTIVE_ADMIN, ACCOUNT_ERASED',
        description:
          'The name may be spelt `firstname`/`lastname`, as sign-up and /api/me spell it, or `firstName`/`lastName`; sent both ways at once, the two must be the same (400 otherwise). The answer spells it `firstName`/`lastName`.',
        querystring: adminUpdateUserQuerySchema,
        body: adminUpdateUserSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      updateUserAsAdmin({ db }, adminOf(request), request.query.userId, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Delete an account (admin): its personal data is erased and its orders kept (decision 0015); 204, again too; 409 OWN_ACCOUNT_PROTECTED (yourself), LAST_ACTIVE_ADMIN',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await eraseAccount(db, adminOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/users/:id/staff-role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          "Change a staff account's role (OWNER, MANAGER, CATALOGUE, FULFILMENT, SUPPORT, ACCOUNTANT; docs/permissions.md); it applies from the account's next request; 409 OWN_ACCOUNT_PROTECTED (yourself), LAST_OWNER, CONFLICT (a customer), ACCOUNT_ERASED",
        params: idParamSchema,
        body: staffRoleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      changeStaffRoleAsAdmin({ db }, adminOf(request), request.params.id, request.body.staffRole),
  );

  app.post(
    '/admin/users/:id/two-factor/reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          "Take away a staff member's two-factor sign-in (they lost their phone and recovery codes): its secret and recovery codes go and every session of the account ends; 409 OWN_ACCOUNT_PROTECTED (yourself), CONFLICT (a customer), ACCOUNT_ERASED, TWO_FACTOR_NOT_ENROLLED",
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await resetTwoFactorAsAdmin({ db }, adminOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/create-admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Create an admin (admin): email, firstname and lastname (or firstName and lastName), an optional staffRole (MANAGER when not given) and an optional password; without a password a one-time link to choose one is mailed (72 hours); 201, 409 EMAIL_TAKEN',
        description:
          'The name may be spelt `firstname`/`lastname`, as sign-up and /api/me spell it, or `firstName`/`lastName`; sent both ways at once, the two must be the same (400 otherwise). The answer spells it `firstName`/`lastName`.',
        body: createAdminBodySchema,
        response: { 201: createdAdminSchema },
      },
    },
    async (request, reply) => {
      const created = await createAdmin(
        requestContext(context, request),
        adminOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
};
