import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per admin write (docs/architecture.md, "Audit"): who, when, what, and each
 * changed field's value before and after. Product history and the activity log read it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The admin who acted; null for the system (seeding, an order taking stock). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it happened, kept if the account is later erased. */
    actorEmail: text('actor_email'),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** What was done: CREATE, UPDATE, DELETE, RESTORE, STOCK, IMAGES, ... */
    action: text('action').notNull(),
    /** Each changed field: `{ field: { before, after } }`. */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull(),
    /** Why, where it says more than the action (an order number for a stock move). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
