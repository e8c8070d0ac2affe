import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * An order's payments ledger (docs/decisions/0047): every gateway order opened for it, every
 * payment captured or failed, every refund, appended in the transaction that learns of it and
 * never overwritten, except a refund's status as the gateway settles it. The order's paid and
 * refunded figures are sums of these rows.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['GATEWAY_ORDER', 'CAPTURE', 'FAILURE', 'REFUND'] }).notNull(),
    /** test (the built-in gateway) or razorpay. */
    provider: text('provider', { enum: ['test', 'razorpay'] }).notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** created, captured, failed; a refund's pending, processed or failed. */
    status: text('status').notNull(),
    /** upi, card, netbanking... as the gateway names it. */
    method: text('method'),
    /** A failure's reason, a refund's reason, in the gateway's or the store's words. */
    detail: text('detail'),
    /** The store's reference of a refund, sent to the gateway as its receipt. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_ledger_order_idx').on(table.orderId, table.id),
    index('payment_ledger_created_idx').on(table.createdAt),
    // A payment is captured once, and fails once, however often the store hears of it.
    uniqueIndex('payment_ledger_payment_kind_key')
      .on(table.provider, table.gatewayPaymentId, table.kind)
      .where(sql`${table.kind} IN ('CAPTURE', 'FAILURE')`),
    uniqueIndex('payment_ledger_reference_key').on(table.reference),
    check('payment_ledger_amount_valid', sql`${table.amountPaise} >= 0`),
  ],
);

/** Every gateway webhook applied, by the gateway's event id: a repeat is not applied again. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: ['test', 'razorpay'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('gateway_events_provider_event_key').on(table.provider, table.eventId)],
);

/**
 * The built-in test gateway's own records (it is the embedded default, so it keeps its state in
 * the store's database): its orders and the payments made on its page.
 */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    gatewayOrderId: text('gateway_order_id')
      .notNull()
      .references(() => testGatewayOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', {
      enum: ['created', 'authorized', 'captured', 'refunded', 'failed'],
    }).notNull(),
    amountRefundedPaise: integer('amount_refunded_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_gateway_payments_order_idx').on(table.gatewayOrderId)],
);

export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => testGatewayPayments.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentLedgerRow = typeof paymentLedger.$inferSelect;
