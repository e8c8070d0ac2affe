import {
  adminNotificationSchema,
  idParamSchema,
  markAllReadQuerySchema,
  markAllReadResultSchema,
  noContentSchema,
  notificationSearchQuerySchema,
  pageSchema,
  unreadCountSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as notifications from './admin-notifications.service.js';

/**
 * Admin notifications (docs/product.md, "Server calls" "Notifications"): one shared inbox for every
 * admin, so a notification one admin marks read or deletes is read or gone for all of them.
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
    async (request) => notifications.searchNotifications(db, request.query),
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
    async () => ({ unreadCount: await notifications.unreadCount(db) }),
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
    async (request) => notifications.markAsRead(db, request.params.id),
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
    async (request) => notifications.markAllRead(db, request.query.upToId),
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
        { id: admin.id, email: admin.email },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
};
