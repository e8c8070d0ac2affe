import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { users } from './users.js';

/** A signed-in customer's wishlist: one row per (user, product). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_product_key').on(table.userId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
