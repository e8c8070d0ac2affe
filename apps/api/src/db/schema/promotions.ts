import { PROMOTION_KINDS } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';
import { productVariants } from './variants.js';

/**
 * Promotions the owner runs (docs/product.md, "Promotions"; decision 0063): a code a shopper
 * types, or an automatic offer (`code` null). `kind` says which of the kind's columns is read:
 * PERCENT_OFF `percent`, AMOUNT_OFF `amountOffPaise`, BUY_X_GET_Y `buyQuantity` and
 * `getQuantity`, FREE_GIFT `giftVariantId` (with `minCartPaise`); FREE_SHIPPING none.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Capitals and digits; null: an automatic offer. */
    code: text('code'),
    title: text('title').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    percent: integer('percent'),
    amountOffPaise: integer('amount_off_paise'),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    /** Null for a FREE_GIFT only when its variant was removed for good: no gift is given. */
    giftVariantId: integer('gift_variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    /** The cart's value it needs (the subtotal; a free gift's: after the discounts). */
    minCartPaise: integer('min_cart_paise'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Redemptions it may have in all (released ones do not count); null: no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(table.code),
    check(
      'promotions_kind_fields_valid',
      sql`(${table.kind} <> 'PERCENT_OFF' OR ${table.percent} BETWEEN 1 AND 100)
        AND (${table.kind} <> 'AMOUNT_OFF' OR ${table.amountOffPaise} > 0)
        AND (${table.kind} <> 'BUY_X_GET_Y' OR (${table.buyQuantity} >= 1 AND ${table.getQuantity} >= 1))
        AND (${table.kind} <> 'FREE_GIFT' OR ${table.minCartPaise} IS NOT NULL)`,
    ),
    check(
      'promotions_limits_valid',
      sql`(${table.minCartPaise} IS NULL OR ${table.minCartPaise} > 0)
        AND (${table.usageLimit} IS NULL OR ${table.usageLimit} >= 1)
        AND (${table.perCustomerLimit} IS NULL OR ${table.perCustomerLimit} >= 1)
        AND (${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt})`,
    ),
    // An automatic offer applies to every cart, a guest's too: nothing that needs the shopper.
    check(
      'promotions_automatic_for_everyone',
      sql`${table.code} IS NOT NULL OR (${table.perCustomerLimit} IS NULL AND NOT ${table.firstOrderOnly})`,
    ),
  ],
);

/**
 * What a promotion is limited to (`excluded` false) or leaves out (true): a product, a category
 * or a variant, one per row. No foreign key: a product or category removed for good (with its
 * category) leaves its id behind, which matches nothing, so a promotion limited to it never
 * widens to the whole store.
 */
export const promotionTargets = pgTable(
  'promotion_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    excluded: boolean('excluded').notNull(),
    productId: integer('product_id'),
    categoryId: integer('category_id'),
    variantId: integer('variant_id'),
  },
  (table) => [
    index('promotion_targets_promotion_idx').on(table.promotionId),
    check(
      'promotion_targets_one_target',
      sql`num_nonnulls(${table.productId}, ${table.categoryId}, ${table.variantId}) = 1`,
    ),
  ],
);

/** The customers a promotion is for; none listed: everyone. */
export const promotionCustomers = pgTable(
  'promotion_customers',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.userId] })],
);

/**
 * One row per promotion an order was given, written in the order's transaction with the
 * promotion's row locked (its limits counted from these). Cancelling the order releases it
 * (`releasedAt`): the row stays as the ledger, and no longer counts.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What it took off the goods (a free gift: the gift's price; free shipping: the charge). */
    discountPaise: integer('discount_paise').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_redemptions_order_idx').on(table.orderId),
    index('promotion_redemptions_promotion_user_idx').on(table.promotionId, table.userId),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionTargetRow = typeof promotionTargets.$inferSelect;
export type PromotionRedemptionRow = typeof promotionRedemptions.$inferSelect;
