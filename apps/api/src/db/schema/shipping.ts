import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Where the store delivers. `prefix` is a whole pincode (six digits) or its first one to five
 * digits; for a pincode the longest matching prefix decides, so an exact pincode beats a
 * district prefix, which beats a region prefix.
 */
export const pincodeRules = pgTable(
  'pincode_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefix: text('prefix').notNull(),
    available: boolean('available').notNull(),
    chargePaise: integer('charge_paise').notNull().default(0),
    codAvailable: boolean('cod_available').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pincode_rules_prefix_key').on(table.prefix),
    check('pincode_rules_prefix_check', sql`${table.prefix} ~ '^[1-9][0-9]{0,5}$'`),
    check('pincode_rules_charge_check', sql`${table.chargePaise} >= 0`),
  ],
);

export type PincodeRuleRow = typeof pincodeRules.$inferSelect;
