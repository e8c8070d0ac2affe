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
import { mediaAssets } from './media.js';

/**
 * What a product is sold as (docs/decisions/0057-variants.md): one row per combination of its
 * options, each with its own SKU, price, stock and weight. Every product has exactly one default
 * variant, whose SKU, size, prices and weight the product row mirrors with its lowest price and
 * variant count (the `product_variants_mirror` trigger of migration 0023), so that lists read
 * and sort one row per product; the products table refuses a direct change of those columns. A
 * new product row gets its default variant from its own values (the `products_default_variant`
 * trigger). Stock lives here alone: taking it never touches the product's row.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    size: text('size'),
    colour: text('colour'),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    weightMg: integer('weight_mg'),
    imagePublicId: text('image_public_id').references(() => mediaAssets.publicId, {
      onDelete: 'set null',
    }),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Removed by an admin: kept for the orders, returns and ledger rows that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A SKU names one variant for good, removed ones included (orders and ledgers name it).
    uniqueIndex('product_variants_sku_key').on(table.sku),
    uniqueIndex('product_variants_default_key')
      .on(table.productId)
      .where(sql`${table.isDefault}`),
    uniqueIndex('product_variants_options_key')
      .on(
        table.productId,
        sql`lower(coalesce(${table.size}, ''))`,
        sql`lower(coalesce(${table.colour}, ''))`,
      )
      .where(sql`${table.deletedAt} is null`),
    index('product_variants_product_idx').on(table.productId),
    check('product_variants_stock_not_negative', sql`${table.stockQuantity} >= 0`),
    check('product_variants_price_positive', sql`${table.pricePaise} > 0`),
    check(
      'product_variants_sale_price_valid',
      sql`${table.salePricePaise} IS NULL OR (${table.salePricePaise} > 0 AND ${table.salePricePaise} < ${table.pricePaise})`,
    ),
    check(
      'product_variants_weight_positive',
      sql`${table.weightMg} IS NULL OR ${table.weightMg} > 0`,
    ),
    check(
      'product_variants_default_live',
      sql`NOT (${table.isDefault} AND ${table.deletedAt} IS NOT NULL)`,
    ),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
