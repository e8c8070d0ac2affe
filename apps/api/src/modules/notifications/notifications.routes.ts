import {
  adminNotificationSchema,
  idParamSchema,
  markAllReadQuerySchema,
  markAllReadResultSchema,
  noContentSchema,
  notificationSearchQuerySchema,
  pageSchema,
  unreadCountSchema,
  type StaffRole,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import * as notifications from './admin-notifications.service.js';

/** The staff role of an admin route's caller (the access check let only staff through). */
function staffRoleOf(request: FastifyRequest): StaffRole {
  const { staffRole } = currentUser(request);
  if (!staffRole) throw forbidden('This needs an administrator');
  return staffRole;
}

/**
 * Admin notifications (docs/product.md, "Server calls" "Notifications"): one shared inbox for every
 * admin, so a notification one admin marks read or deletes is read or gone for all of them. Each
 * staff member sees the kinds of their role's sections only (contracts'
 * ADMIN_NOTIFICATION_PERMISSIONS).
 */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/notifications/search',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications', 'admin'],
        summary:
          'Notifications for the admins, newest first: keyword (title or message), fromDate, toDate (YYYY-MM-DD, India time, both included), unreadOnly',
        querystring: notificationSearchQuerySchema,
        response: { 200: pageSchema(adminNotificationSchema) },
      },
    },
    async (request) => notifications.searchNotifications(db, staffRoleOf(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications', 'admin'],
        summary: 'How many notifications are unread (the header bell polls this)',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({
      unreadCount: await notifications.unreadCount(db, staffRoleOf(request)),
    }),
  );

  app.put(
    '/notifications/:id/mark-as-read',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications', 'admin'],
        summary: 'Mark one notification read (a read one stays read); 404 for an unknown id',
        params: idParamSchema,
        response: { 200: adminNotificationSchema },
      },
    },
    async (request) => notifications.markAsRead(db, staffRoleOf(request), request.params.id),
  );

  app.put(
    '/notifications/mark-all-read',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications', 'admin'],
        summary:
          'Mark every unread notification read, or with upToId only those up to that id (the newest one the admin saw)',
        querystring: markAllReadQuerySchema,
        response: { 200: markAllReadResultSchema },
      },
    },
    async (request) => notifications.markAllRead(db, staffRoleOf(request), request.query.upToId),
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications', 'admin'],
        summary: 'Delete one notification (recorded in the activity log); 404 for an unknown id',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      await notifications.deleteNotification(
        db,
        { id: admin.id, email: admin.email, staffRole: staffRoleOf(request) },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
};
