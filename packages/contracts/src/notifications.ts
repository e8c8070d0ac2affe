import { z } from 'zod';
import { pageQuerySchema } from './pagination.js';
import { calendarDateSchema, idText, optionalQueryText } from './primitives.js';
import { staffRoleCan, type Permission, type StaffRole } from './staff.js';

// Admin notifications (docs/admin-guide.md, "Notifications"): what the server
// writes when something needs an admin, read and cleared from the bell and /admin/notifications.

export const ADMIN_NOTIFICATION_TYPES = [
  'NEW_ORDER',
  'ORDER_CANCELLED',
  'NEW_RETURN',
  'NEW_REVIEW',
  'LOW_STOCK',
  'NEW_CONTACT',
  'JOB_FAILED',
  /** A parcel not delivered: a failed attempt (NDR), or coming back to the store (RTO). */
  'DELIVERY_FAILED',
] as const;
export type AdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];

export const ADMIN_NOTIFICATION_TYPE_LABELS: Record<AdminNotificationType, string> = {
  NEW_ORDER: 'New order',
  ORDER_CANCELLED: 'Order cancelled',
  NEW_RETURN: 'Return request',
  NEW_REVIEW: 'New review',
  LOW_STOCK: 'Low stock',
  NEW_CONTACT: 'Contact message',
  JOB_FAILED: 'Background job failed',
  DELIVERY_FAILED: 'Delivery failed',
};

/**
 * What a staff role must hold to see a kind of notification: the section it leads to
 * (docs/permissions.md). Staff see only the notifications of sections they may open.
 */
export const ADMIN_NOTIFICATION_PERMISSIONS: Record<AdminNotificationType, Permission> = {
  NEW_ORDER: 'orders.view',
  ORDER_CANCELLED: 'orders.view',
  NEW_RETURN: 'returns.view',
  NEW_REVIEW: 'reviews.moderate',
  LOW_STOCK: 'catalogue.manage',
  NEW_CONTACT: 'contact.view',
  JOB_FAILED: 'settings.manage',
  DELIVERY_FAILED: 'orders.view',
};

/** The kinds of notification a staff role sees. */
export function notificationTypesOf(staffRole: StaffRole): AdminNotificationType[] {
  return ADMIN_NOTIFICATION_TYPES.filter((type) =>
    staffRoleCan(staffRole, ADMIN_NOTIFICATION_PERMISSIONS[type]),
  );
}

/** How many notifications the header bell's menu lists. */
export const NOTIFICATION_BELL_SIZE = 5;

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(ADMIN_NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where the admin app shows the subject (an admin path), or null. */
  link: z.string().nullable(),
  /** The subject's own id: an order, return request, review, product or contact message. */
  refId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** A range of days (YYYY-MM-DD, India time, both included) whose end is not before its start. */
export function orderedDateRange(
  value: { fromDate?: string; toDate?: string },
  ctx: z.RefinementCtx,
) {
  if (value.fromDate && value.toDate && value.fromDate > value.toDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['toDate'],
      message: 'The end date must not be before the start date.',
    });
  }
}

/**
 * GET /api/notifications/search (docs/product.md, "Data shapes" "Notification search": page, size,
 * fromDate, toDate, keyword), newest first. `keyword` is looked for in the title and the message;
 * `unreadOnly=true` keeps the unread ones.
 */
export const notificationSearchQuerySchema = pageQuerySchema
  .extend({
    keyword: optionalQueryText(100),
    fromDate: calendarDateSchema.optional(),
    toDate: calendarDateSchema.optional(),
    unreadOnly: z
      .enum(['true', 'false'], { error: 'Use true or false.' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine(orderedDateRange);
export type NotificationSearchQuery = z.output<typeof notificationSearchQuerySchema>;
export type NotificationSearchParams = z.input<typeof notificationSearchQuerySchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * PUT /api/notifications/mark-all-read. With `upToId`, only notifications up to that id are
 * marked, so that one arriving after the admin looked is not marked read unseen.
 */
export const markAllReadQuerySchema = z.object({ upToId: idText().optional() });

export const markAllReadResultSchema = z.object({
  /** How many notifications this call marked read. */
  marked: z.number().int(),
  unreadCount: z.number().int(),
});
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;
