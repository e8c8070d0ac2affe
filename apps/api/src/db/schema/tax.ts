import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The GST rate of an HSN code from a date on (docs/decisions/0041). A change of rate is a new row
 * with a later `effective_from`, never an edit of an old one: an order takes the row in force on
 * the day (India time) it is placed, and orders already placed keep the rate they stored.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Four to eight digits: the heading the catalogue's products name. */
    hsnCode: text('hsn_code').notNull(),
    /** The rate in basis points: 1800 is 18%, 300 is 3%, 25 is 0.25%. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** The first day (India time) the rate applies, as YYYY-MM-DD. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gst_rates_hsn_effective_key').on(table.hsnCode, table.effectiveFrom),
    check(
      'gst_rates_rate_valid',
      sql`${table.rateBasisPoints} >= 0 AND ${table.rateBasisPoints} <= 10000`,
    ),
    check('gst_rates_hsn_format', sql`${table.hsnCode} ~ '^[0-9]{4,8}$'`),
  ],
);

export type GstRateRow = typeof gstRates.$inferSelect;
