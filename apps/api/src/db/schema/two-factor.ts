import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A staff account's authenticator (decision 0055): its TOTP secret sealed with a key derived from
 * the app's secret, enabled once a first code confirmed the setup. `last_time_step` is the
 * 30-second step of the last code accepted: a code of that step or an older one is refused, so
 * a code works once. Wrong codes count up to a lock, reset by a right one.
 */
export const twoFactorAccounts = pgTable('two_factor_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, sealed (lib/sealed-secrets.ts) with the user id as its context. */
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the setup waits for its first code. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TwoFactorAccountRow = typeof twoFactorAccounts.$inferSelect;

/**
 * Single-use recovery codes, ten per account, stored as a keyed hash (HMAC-SHA-256) of the
 * normalised code; they go when two-factor sign-in is turned off.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => twoFactorAccounts.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index leads with user_id, so it also serves "the codes of this account".
  (table) => [
    uniqueIndex('two_factor_recovery_codes_user_hash_key').on(table.userId, table.codeHash),
  ],
);
