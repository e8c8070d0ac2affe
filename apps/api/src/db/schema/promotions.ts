import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Promo codes (docs/product.md, "Promotions"). `kind` says how `amount` reads:
 * BUY_N_CHEAPEST_FREE: in every group of `amount` units the cheapest is free;
 * PERCENT_OFF: `amount` percent off the subtotal.
 */
export const promotions = pgTable(
  'promotions',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['BUY_N_CHEAPEST_FREE', 'PERCENT_OFF'] }).notNull(),
    amount: integer('amount').notNull(),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promotions_amount_valid',
      sql`(${table.kind} = 'PERCENT_OFF' AND ${table.amount} BETWEEN 1 AND 100) OR (${table.kind} = 'BUY_N_CHEAPEST_FREE' AND ${table.amount} >= 2)`,
    ),
  ],
);

/** One row per order that used a code, written in the order's transaction. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotions.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Copied from the promotion, so that the index below can hold the once-per-customer rule. */
    oncePerCustomer: boolean('once_per_customer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_redemptions_once_per_customer_key')
      .on(table.promotionCode, table.userId)
      .where(sql`${table.oncePerCustomer}`),
    index('promotion_redemptions_order_idx').on(table.orderId),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
