import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An image kept by the media service; files live under DATA_DIR/media/original. */
export const mediaAssets = pgTable('media_assets', {
  publicId: text('public_id').primaryKey(),
  format: text('format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
