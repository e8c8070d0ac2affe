import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time codes sent by SMS or mail. One live code per destination and purpose: a new send
 * replaces the row. Only a hash of the code is kept.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    /** A 10-digit mobile number or a lower-case email address. */
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: ['SIGN_IN', 'REGISTRATION'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was entered; a verified registration code is used once by sign-up. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('verification_codes_target_key').on(
      table.channel,
      table.destination,
      table.purpose,
    ),
  ],
);

/** One-time links that let a user set a password (SendCredentialMail). Only a hash is kept. */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_links_user_idx').on(table.userId)],
);

/** An OpenID Connect sign-in in flight: state, nonce and PKCE verifier until the callback. */
export const oidcLoginAttempts = pgTable('oidc_login_attempts', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
