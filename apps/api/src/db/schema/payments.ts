import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The ways to pay the checkout offers when active, in `sort_order`. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    method: text('method').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_methods_method_key').on(table.method)],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
