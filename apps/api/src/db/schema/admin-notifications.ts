import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Things an admin should look at (a new order, low stock, ...), written by the server. */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', {
      enum: [
        'NEW_ORDER',
        'ORDER_CANCELLED',
        'LOW_STOCK',
        'NEW_RETURN',
        'NEW_REVIEW',
        'NEW_CONTACT',
        'JOB_FAILED',
        'DELIVERY_FAILED',
      ],
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where the admin app shows the subject, e.g. /admin/orders?search=AH-2026-000123. */
    link: text('link'),
    /** The subject's own id (an order id for NEW_ORDER, a product id for LOW_STOCK). */
    refId: integer('ref_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_notifications_created_idx').on(table.createdAt)],
);

export type AdminNotificationRow = typeof adminNotifications.$inferSelect;
export type NewAdminNotificationRow = typeof adminNotifications.$inferInsert;
