import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { orders } from './orders.js';
import { productVariants } from './variants.js';

/**
 * What a gift set is made of (docs/decisions/0060-gift-sets-from-components.md): other products'
 * variants, each so many to a set. A set with components keeps no stock of its own: its stock is
 * the least its components allow, and an order of it takes theirs. The rules a write must keep (a
 * GIFT_SET product, live variants of other products that are not gift sets, at most
 * GIFT_SET_COMPONENTS_MAX) are the admin service's; the table keeps the shape.
 */
export const giftSetComponents = pgTable(
  'gift_set_components',
  {
    setProductId: integer('set_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    componentVariantId: integer('component_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units of the component in one set. */
    quantity: integer('quantity').notNull(),
    /** Display order on the product page and in the admin. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.setProductId, table.componentVariantId] }),
    index('gift_set_components_variant_idx').on(table.componentVariantId),
    check('gift_set_components_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

export type GiftSetComponentRow = typeof giftSetComponents.$inferSelect;

/**
 * The components an order's set line took, per set unit, as they were when the order took them:
 * whatever puts the line's stock back (a cancellation, a return) puts back these, even after an
 * admin changed what the set is made of.
 */
export const orderSetComponents = pgTable(
  'order_set_components',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The set's variant the order line names. */
    setVariantId: integer('set_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    componentProductId: integer('component_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    componentVariantId: integer('component_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units of the component in one set. */
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.setVariantId, table.componentVariantId] }),
    check('order_set_components_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);
