import { ORDER_STATUSES, PAYMENT_STATUSES } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shippingAddresses } from './addresses.js';
import { products } from './catalog.js';
import { productVariants } from './variants.js';
import { paymentMethods } from './payments.js';
import { users } from './users.js';

/** Numbers the human order number ("AH-2026-000123"); gaps from rolled-back orders are fine. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** The shipping address as it was when the order was placed (later edits do not change it). */
export interface OrderAddressSnapshot {
  fullName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string | null;
}

/** A promotion an order was given, in paise (the order DTO's `offers` speaks rupees). */
export interface OrderOfferSnapshot {
  code: string | null;
  title: string;
  discountPaise: number;
  freeShipping: boolean;
  /** The free gift's name, null for any other kind. */
  freeGift: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** The method's machine name and display name at order time. */
    paymentMethod: text('payment_method').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** What the automatic offers (no code) took off the goods, apart from `discountPaise`. */
    offerDiscountPaise: integer('offer_discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /**
     * What paying online took off the goods (docs/payments.md, "Prepaid discount"), apart from
     * `discountPaise` (the promo code's); the lines' discounts hold both.
     */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** The gift wrap fee (docs/product.md, "Gifts"): 0 for an order not wrapped. */
    giftWrapPaise: integer('gift_wrap_paise').notNull().default(0),
    /**
     * The shopper's message for the recipient, printed on the packing slip and the gift receipt,
     * never on the invoice; null without one.
     */
    giftMessage: text('gift_message'),
    /** Why the customer cancelled the order themselves (docs/product.md, "Cancelling an order"). */
    cancelReason: text('cancel_reason'),
    totalPaise: integer('total_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /**
     * The GST rate, in basis points (1800 = 18%), of the shipping charge and the cash-on-delivery
     * fee: a composite supply's charges follow its principal supply (docs/decisions/0041).
     */
    chargesGstRateBasisPoints: integer('charges_gst_rate_basis_points').notNull(),
    promoCode: text('promo_code'),
    /**
     * Every promotion the order was given, as it was given (decision 0063): automatic offers
     * first, then the code's. Orders from before promotions were stored hold their code's.
     */
    offers: jsonb('offers').$type<OrderOfferSnapshot[]>().notNull().default([]),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * An order the courier brought back (RETURNED_TO_ORIGIN): when the admin marked the parcel
     * received, its stock given back and its payment refunded (decision 0061). Kept on the order,
     * not only the parcel, as an order shipped by hand before booking existed has no parcel.
     */
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    /** The gateway's order an online payment is taken against (docs/decisions/0047). */
    gatewayOrderId: text('gateway_order_id'),
    /** An order awaiting online payment: when its held stock is released if still unpaid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /**
     * A cash-on-delivery order waiting for its customer's code (docs/payments.md, "Cash on
     * delivery confirmed by code"): when it is cancelled if still unconfirmed.
     */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    /** The code's salted SHA-256 (`salt:hex`), never the code itself. */
    codCodeHash: text('cod_code_hash'),
    codCodeSentAt: timestamp('cod_code_sent_at', { withTimezone: true }),
    codCodeWrongTries: integer('cod_code_wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    uniqueIndex('orders_gateway_order_key').on(table.gatewayOrderId),
    index('orders_cod_confirm_by_idx')
      .on(table.codConfirmBy)
      .where(sql`${table.codConfirmBy} is not null`),
    check(
      'orders_totals_valid',
      sql`${table.subtotalPaise} >= 0 AND ${table.discountPaise} >= 0 AND ${table.offerDiscountPaise} >= 0 AND ${table.shippingPaise} >= 0 AND ${table.codFeePaise} >= 0 AND ${table.prepaidDiscountPaise} >= 0 AND ${table.giftWrapPaise} >= 0 AND ${table.totalPaise} >= 0 AND ${table.gstPaise} >= 0`,
    ),
  ],
);

/** What was bought, as it was sold: name, SKU, price and GST are copies, not references. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Checked at the commit (DEFERRABLE INITIALLY DEFERRED, migration 0011: drizzle's schema
    // cannot say so), after placement has taken the product's stock: docs/decisions/0031.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (deferred like the product's key, migration 0023). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productName: text('product_name').notNull(),
    productSku: text('product_sku').notNull(),
    size: text('size'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** Every discount on the line: its share of the promo code's and of the prepaid discount. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The line's share of the order's prepaid discount, within `discountPaise`. */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** GST contained in (line total - discount), for invoices. */
    gstPaise: integer('gst_paise').notNull(),
    /** The product's HSN code when it was sold, which chose the line's GST rate. */
    hsnCode: text('hsn_code').notNull(),
    /** The line's GST rate in basis points (300 = 3%), as in force when the order was placed. */
    gstRateBasisPoints: integer('gst_rate_basis_points').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_variant_idx').on(table.variantId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_items_gst_rate_valid',
      sql`${table.gstRateBasisPoints} >= 0 AND ${table.gstRateBasisPoints} <= 10000`,
    ),
  ],
);

/** The order's timeline: every status it took, when and by whom. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByRole: text('changed_by_role', { enum: ['CUSTOMER', 'ADMIN', 'SYSTEM'] }).notNull(),
    /** Who moved it when no account did: the courier whose report moved it (decision 0061). */
    changedByName: text('changed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Idempotency-Key of an order placement: one row per customer and key, written in the order's
 * transaction, so that two requests with one key cannot both create an order.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body as parsed, to tell a retry from a different order. */
    bodyHash: text('body_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_idempotency_keys_user_key').on(table.userId, table.key)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;
