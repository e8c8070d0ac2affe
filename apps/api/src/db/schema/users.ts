import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@attar/contracts';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** The Google account (OpenID Connect `sub`) linked to this user, if any. */
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['ADMIN', 'CUSTOMER'] })
      .notNull()
      .default('CUSTOMER'),
    /** What a staff (ADMIN) account may do (docs/permissions.md); null exactly for customers. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    // Bumped on logout or password change: tokens carrying an older version are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    /** False for an account an admin deactivated: it cannot sign in and its tokens are refused. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When the account asked for no marketing mail (cart reminders, offers); null: it gets it.
     * Mail the shopper asked for (an order's, "Notify me") is not marketing.
     */
    marketingOptOutAt: timestamp('marketing_opt_out_at', { withTimezone: true }),
    /** When an admin deleted the account and its personal data was erased (orders are kept). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    check(
      'users_staff_role_check',
      sql`(${table.role} = 'ADMIN') = (${table.staffRole} is not null)`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
