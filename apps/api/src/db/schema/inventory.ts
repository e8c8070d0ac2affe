import { STOCK_MOVEMENT_REASONS } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { productVariants } from './variants.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The stock ledger (docs/architecture.md, "Inventory"): one row per change of a product's
 * stock, written by the inventory service in the transaction that makes the change.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      // A product removed for good (with its category) takes its ledger along.
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant whose stock changed (its product's ledger is the union of its variants'). */
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    /** The order that took or gave back the stock. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The admin who changed it; null for the store itself (an order). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.createdAt),
    index('stock_movements_order_idx').on(table.orderId),
    index('stock_movements_variant_idx').on(table.variantId),
    check('stock_movements_delta_not_zero', sql`${table.delta} <> 0`),
    check('stock_movements_stock_after_valid', sql`${table.stockAfter} >= 0`),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
