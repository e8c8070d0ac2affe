import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Store-wide settings as key -> JSON value (COD fee, return window, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
