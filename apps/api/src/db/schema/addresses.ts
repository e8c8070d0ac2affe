import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A customer's shipping addresses; at most one of them is the default. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('India'),
    phoneNumber: text('phone_number'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipping_addresses_user_idx').on(table.userId, table.createdAt),
    // Two requests racing to set a default cannot leave a customer with two.
    uniqueIndex('shipping_addresses_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;
export type NewShippingAddressRow = typeof shippingAddresses.$inferInsert;
