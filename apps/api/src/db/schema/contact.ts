import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages from the contact form, for the admin to answer. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    check('contact_messages_message_length', sql`char_length(${table.message}) <= 2000`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
