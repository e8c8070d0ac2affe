import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A signed-in session: one per sign-in, named by the token's `sid`. The access check refuses a
 * token whose session has ended; an account's sessions also end together when its token version
 * moves on (a new password, a deactivation), which is why each row keeps the version it began
 * with.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    /** Browser and its major version as the user agent says ("Chrome 131"). */
    browser: text('browser').notNull(),
    /** Operating system as the user agent says ("Android 14"). */
    os: text('os').notNull(),
    device: text('device', { enum: ['desktop', 'phone', 'tablet', 'other'] }).notNull(),
    ipAddress: text('ip_address').notNull(),
    /** City, region or country from the proxy's location headers, when it sends them. */
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most every few minutes: a session's reads do not each cost a write. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When this session last proved a two-factor code (sign-in or a fresh code). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * The store requires two-factor sign-in and the account had not set it up when it signed in:
     * the session may only set it up (and sign out) until it has.
     */
    twoFactorSetUpRequired: boolean('two_factor_set_up_required').notNull().default(false),
  },
  (table) => [
    index('sessions_user_id_created_at_idx').on(table.userId, sql`${table.createdAt} desc`),
  ],
);

export type SessionRecord = typeof sessions.$inferSelect;
