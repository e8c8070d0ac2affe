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
import { users } from './users.js';

/** Product reviews: one per customer and product, enforced by the unique index. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** Hidden by an admin: off the product page and out of its average, kept for the record. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    index('reviews_user_idx').on(table.userId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_title_length', sql`char_length(${table.title}) <= 120`),
    check('reviews_body_length', sql`char_length(${table.body}) <= 2000`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
