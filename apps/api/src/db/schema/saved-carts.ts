import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** A line of a saved cart: a product, its size by SKU (null: the default size), the units. */
export interface SavedCartItem {
  productId: number;
  sku: string | null;
  quantity: number;
}

/**
 * A cart that was reminded (docs/decisions/0064-abandoned-cart-reminders.md): one row per life
 * of a saved cart that got a reminder, kept after the cart moves on, so the admin's summary
 * counts every cart reminded and recovered. An erased account's rows stay, without the account.
 */
export const remindedCarts = pgTable(
  'reminded_carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remindersSent: integer('reminders_sent').notNull().default(1),
    firstReminderAt: timestamp('first_reminder_at', { withTimezone: true }).notNull(),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }).notNull(),
    /** The order that followed a reminder, and its total then. */
    recoveredOrderId: integer('recovered_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    recoveredTotalPaise: integer('recovered_total_paise'),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (table) => [
    // The summary reads the carts first reminded in a period.
    index('reminded_carts_first_reminder_idx').on(table.firstReminderAt),
    index('reminded_carts_user_idx').on(table.userId),
    uniqueIndex('reminded_carts_order_key').on(table.recoveredOrderId),
    check('reminded_carts_reminders_valid', sql`${table.remindersSent} between 1 and 2`),
  ],
);

export type RemindedCartRow = typeof remindedCarts.$inferSelect;

/**
 * A signed-in shopper's cart kept on the server (docs/product.md, "Cart reminders"): one row per
 * account, the browser's copy sent after each change. `reminders_sent` counts this cart's
 * reminders until an order or a clear ends it (a change in between does not reset it), and
 * `reminded_cart_id` names its record while it has one.
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<SavedCartItem[]>().notNull().default([]),
    /** The last change of the items. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    remindedCartId: integer('reminded_cart_id').references(() => remindedCarts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    // What the sweep reads: carts with items that may still get a reminder.
    index('saved_carts_waiting_idx')
      .on(table.updatedAt)
      .where(sql`${table.remindersSent} < 2 and jsonb_array_length(${table.items}) > 0`),
    check('saved_carts_reminders_valid', sql`${table.remindersSent} between 0 and 2`),
  ],
);

export type SavedCartRow = typeof savedCarts.$inferSelect;
