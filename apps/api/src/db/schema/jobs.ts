import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Background jobs that failed for good (every retry spent), kept until an admin retries or
 * dismisses them. The queue's own tables (schema pgboss) keep finished jobs a day only.
 */
export const failedJobs = pgTable(
  'failed_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    /** The queue's id of the last attempt: a retry of it is a new job. */
    jobId: text('job_id').notNull().unique(),
    /** One line for the admin ("Mail to a@b.in: Your order ..."). */
    summary: text('summary').notNull(),
    data: jsonb('data').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution', { enum: ['RETRIED', 'DISMISSED'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('failed_jobs_failed_at_idx').on(table.failedAt)],
);

export type FailedJobRow = typeof failedJobs.$inferSelect;

/**
 * A CSV import an admin applied: checked when uploaded, then written by a background job.
 * The file is kept until the import is done, so that a retry after a crash reads it again.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    /** The file's text while the import is QUEUED or RUNNING; null once it is over. */
    csv: text('csv'),
    /** The report of the check at upload, then of the write (ProductImportReport). */
    report: jsonb('report').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('product_imports_created_idx').on(table.createdAt)],
);

export type ProductImportRow = typeof productImports.$inferSelect;
