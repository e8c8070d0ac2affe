import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Newsletter subscriptions, one row per address (kept lower-case). Unsubscribing sets
 * `unsubscribed_at` rather than deleting, so the history of consent stays.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The signed-in user who subscribed the address. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    index('newsletter_subscribers_user_idx').on(table.userId),
    check('newsletter_subscribers_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
