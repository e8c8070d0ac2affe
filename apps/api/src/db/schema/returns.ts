import {
  REFUND_METHODS,
  RETURN_EVENT_TYPES,
  RETURN_STATUSES,
  RETURN_TYPES,
} from '@attar/contracts';
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
import { products } from './catalog.js';
import { orderItems, orders } from './orders.js';
import { users } from './users.js';
import { productVariants } from './variants.js';

/**
 * A customer's return or exchange of one order line (docs/product.md, "Data shapes"). One request
 * per line that is not REJECTED, by a partial unique index, so that two parallel requests cannot
 * both pass.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    type: text('type', { enum: RETURN_TYPES }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('REQUESTED'),
    reason: text('reason').notNull(),
    comment: text('comment'),
    unopenedSealed: boolean('unopened_sealed').notNull().default(false),
    exchangeProductId: integer('exchange_product_id').references(() => products.id),
    /**
     * The size asked for: the chosen variant's options ("50 ml"), or, for a jewelry piece
     * exchanged for itself without one, a ring size in words.
     */
    exchangeSize: text('exchange_size'),
    /** The replacement's variant the shopper chose (by SKU); null for its default. */
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id),
    /** The no-charge order that ships the replacement, once an exchange is approved. */
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id),
    refundUpiId: text('refund_upi_id'),
    rejectionReason: text('rejection_reason'),
    quantityReceived: integer('quantity_received'),
    quantityDamaged: integer('quantity_damaged'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundPaise: integer('refund_paise'),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }),
    refundDestination: text('refund_destination'),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('return_requests_open_item_key')
      .on(table.orderItemId)
      .where(sql`${table.status} <> 'REJECTED'`),
    index('return_requests_user_created_idx').on(table.userId, table.createdAt),
    index('return_requests_status_created_idx').on(table.status, table.createdAt),
    index('return_requests_order_idx').on(table.orderId),
    index('return_requests_exchange_order_idx').on(table.exchangeOrderId),
    check(
      'return_requests_quantities_valid',
      sql`${table.quantityDamaged} IS NULL OR (${table.quantityDamaged} >= 0 AND ${table.quantityDamaged} <= ${table.quantityReceived})`,
    ),
    check(
      'return_requests_refund_valid',
      sql`${table.refundPaise} IS NULL OR ${table.refundPaise} >= 0`,
    ),
  ],
);

/** A request's timeline: every step, when, by whom, with the note shown to the customer. */
export const returnRequestEvents = pgTable(
  'return_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    type: text('type', { enum: RETURN_EVENT_TYPES }).notNull(),
    note: text('note'),
    /**
     * Whether the customer's timeline shows the note. An admin's note on approve, receive or
     * complete is internal unless marked for the customer; every other note (the customer's own,
     * a rejection reason, what the system wrote) is shown. Notes written before the flag existed
     * were shown, so they stay shown.
     */
    noteVisibleToCustomer: boolean('note_visible_to_customer').notNull().default(true),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['CUSTOMER', 'ADMIN', 'SYSTEM'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_request_events_request_idx').on(table.requestId, table.createdAt)],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type NewReturnRequestRow = typeof returnRequests.$inferInsert;
export type ReturnRequestEventRow = typeof returnRequestEvents.$inferSelect;
