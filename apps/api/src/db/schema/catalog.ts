import { FRAGRANCE_CONCENTRATIONS, METALS, PURITIES, type NotesPyramid } from '@attar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  date,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mediaAssets } from './media.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Text-search configuration of the catalogue (docs/decisions/0006-search.md): English stems
 * plurals and verb forms ("roses", "earrings") on both sides of a match.
 */
export const SEARCH_CONFIG = 'english';
/** The configuration as an SQL literal, so that to_tsvector(config, text) is immutable. */
export const searchConfig = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  productType: text('product_type', { enum: ['FRAGRANCE', 'JEWELRY', 'GIFT_SET'] }).notNull(),
  imagePublicId: text('image_public_id').references(() => mediaAssets.publicId, {
    onDelete: 'set null',
  }),
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
    occasions: text('occasions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every note of the pyramid, top to base (or a flat list where there is no pyramid). */
    notes: text('notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notesPyramid: jsonb('notes_pyramid').$type<NotesPyramid>(),
    concentration: text('concentration', { enum: FRAGRANCE_CONCENTRATIONS }),
    metal: text('metal', { enum: METALS }),
    purity: text('purity', { enum: PURITIES }),
    /** Jewelry weight in milligrams (the API speaks grams with up to three decimals). */
    weightMg: integer('weight_mg'),
    hallmarkHuid: text('hallmark_huid'),
    hsnCode: text('hsn_code'),
    isFeatured: boolean('is_featured').notNull().default(false),
    // Kept from the product's variants by the product_variants_mirror trigger (migration 0023),
    // as are sku, price, sale price, size and weight above (the default variant's), so that
    // lists read and sort one row per product. Stock lives on the variants alone.
    /** The lowest price paid for any live variant (its sale price where it has one). */
    fromPricePaise: integer('from_price_paise').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(1),
    /**
     * How many components a gift set is made of (decision 0060), kept by the
     * gift_set_components_count trigger (migration 0031): a read computes the stock a set's
     * components allow only for a product that has some.
     */
    componentCount: integer('component_count').notNull().default(0),
    // Kept by the reviews_product_totals trigger (migration 0002) in the statement that writes
    // a review, so that listing products needs no aggregate over reviews.
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * Weighted search document: name (A), notes (B), short description and description (C).
     * The category name (B) lives in another table and is matched at query time.
     * `attar_join_words` is an IMMUTABLE wrapper of array_to_string (created by migration 0002).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector(${searchConfig}, ${products.name}), 'A') || setweight(to_tsvector(${searchConfig}, attar_join_words(${products.notes})), 'B') || setweight(to_tsvector(${searchConfig}, ${products.shortDescription} || ' ' || ${products.description}), 'C')`,
    ),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_sku_key').on(table.sku),
    uniqueIndex('products_slug_key').on(table.slug),
    index('products_category_idx').on(table.categoryId),
    index('products_search_idx').using('gin', table.searchVector),
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    check(
      'products_review_totals_valid',
      sql`${table.reviewCount} >= 0 AND ${table.ratingTotal} >= 0`,
    ),
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check('products_weight_positive', sql`${table.weightMg} IS NULL OR ${table.weightMg} > 0`),
    check(
      'products_huid_format',
      sql`${table.hallmarkHuid} IS NULL OR ${table.hallmarkHuid} ~ '^[A-Z0-9]{6}$'`,
    ),
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

/**
 * Words a shopper may type for the same thing, used in both directions by search
 * (docs/decisions/0051-search-that-forgives.md): "gulab", "गुलाब" and "rose" are one group. Each
 * entry is a word or a phrase, stored normalized (normalizeSearchText); the first names the group.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  words: text('words').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How often each search was made, by India day, and how many of those found nothing
 * (docs/admin-guide.md, "Search"): the normalised words only, never who searched.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    searchesWithoutResults: integer('searches_without_results').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
