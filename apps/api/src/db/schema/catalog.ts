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
import { mediaAssets } from './media.js';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  productType: text('product_type', { enum: ['FRAGRANCE', 'JEWELRY', 'GIFT_SET'] }).notNull(),
  imagePublicId: text('image_public_id').references(() => mediaAssets.publicId, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    size: text('size'),
    dimensions: text('dimensions'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    productType: text('product_type', { enum: ['FRAGRANCE', 'JEWELRY', 'GIFT_SET'] }).notNull(),
    gender: text('gender', { enum: ['MEN', 'WOMEN', 'UNISEX'] }),
    occasions: text('occasions').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_sku_key').on(table.sku),
    uniqueIndex('products_slug_key').on(table.slug),
    index('products_category_idx').on(table.categoryId),
    check('products_stock_not_negative', sql`${table.stockQuantity} >= 0`),
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check(
      'products_sale_price_valid',
      sql`${table.salePricePaise} IS NULL OR (${table.salePricePaise} > 0 AND ${table.salePricePaise} < ${table.pricePaise})`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    publicId: text('public_id')
      .notNull()
      .references(() => mediaAssets.publicId),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
