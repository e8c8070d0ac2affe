import { DELIVERY_ZONE_KINDS } from '@attar/contracts';
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
 * Where the store delivers (docs/admin-guide.md, "Delivery"): zones the admin keeps in priority
 * order, each naming its pincodes whole, by their first digits, or by state. The first zone that
 * matches a pincode answers for it: whether it is delivered, the charge and the order value above
 * which it is free, cash on delivery and its limit, and the days a parcel takes.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 1 is asked first; kept without gaps by the service. */
    priority: integer('priority').notNull(),
    kind: text('kind', { enum: DELIVERY_ZONE_KINDS }).notNull(),
    /** Six-digit pincodes, prefixes of one to five digits, or state ids. */
    values: text('values').array().notNull(),
    deliverable: boolean('deliverable').notNull(),
    chargePaise: integer('charge_paise').notNull().default(0),
    freeAbovePaise: integer('free_above_paise'),
    codAvailable: boolean('cod_available').notNull(),
    /** The largest order total paid on delivery here; null: the store's own limit. */
    codLimitPaise: integer('cod_limit_paise'),
    daysFrom: integer('days_from').notNull(),
    daysTo: integer('days_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_zones_priority_key').on(table.priority),
    check('delivery_zones_charge_check', sql`${table.chargePaise} >= 0`),
    check(
      'delivery_zones_free_above_check',
      sql`${table.freeAbovePaise} IS NULL OR ${table.freeAbovePaise} >= 0`,
    ),
    check(
      'delivery_zones_cod_limit_check',
      sql`${table.codLimitPaise} IS NULL OR ${table.codLimitPaise} >= 0`,
    ),
    check(
      'delivery_zones_days_check',
      sql`${table.daysFrom} >= 0 AND ${table.daysTo} >= ${table.daysFrom}`,
    ),
  ],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
