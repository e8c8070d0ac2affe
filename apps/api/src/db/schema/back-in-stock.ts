import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { productVariants } from './variants.js';

/**
 * "Notify me": an address waiting for a sold-out size (docs/decisions/0062-back-in-stock.md).
 * A visitor's request waits for its confirmation link (`token_hash`); a signed-in shopper's is
 * confirmed at once. Once its mail is queued the row is closed (`notified_at`): one mail per
 * request, and the address may ask again the next time the size sells out.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the newsletter keeps addresses. */
    email: text('email').notNull(),
    /** The account that asked, when signed in: erasing the account removes its requests. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the confirmation link's token, until it is used. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per address and size: asking twice is the same request.
    uniqueIndex('back_in_stock_open_key')
      .on(table.variantId, table.email)
      .where(sql`${table.notifiedAt} is null`),
    uniqueIndex('back_in_stock_token_key').on(table.tokenHash),
    // What the sweep reads: confirmed requests still waiting.
    index('back_in_stock_waiting_idx')
      .on(table.variantId)
      .where(sql`${table.confirmedAt} is not null and ${table.notifiedAt} is null`),
    index('back_in_stock_user_idx').on(table.userId),
  ],
);

export type BackInStockRequestRow = typeof backInStockRequests.$inferSelect;
