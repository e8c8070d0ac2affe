import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { returnRequests } from './returns.js';
import { users } from './users.js';

/**
 * The last number of each financial year's invoice series ("2026-27"). An invoice takes the next
 * number with this row locked in the transaction that writes it, so the series has no gaps.
 */
export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A GST tax invoice, issued once per order and never changed: what it says (seller, buyer,
 * lines, taxes, totals) is kept as it was issued, so a later settings or catalogue change
 * cannot alter an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    invoiceNumber: text('invoice_number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** Everything printed on the invoice, as issued. */
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_order_key').on(table.orderId),
    uniqueIndex('invoices_number_key').on(table.invoiceNumber),
    uniqueIndex('invoices_year_sequence_key').on(table.financialYear, table.sequence),
    check('invoices_sequence_positive', sql`${table.sequence} > 0`),
  ],
);

/**
 * The last number of each financial year's credit-note series, kept apart from the invoices'
 * ("CN/26-27/000001"): a credit note takes its number the way an invoice does, with the row locked.
 */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A GST credit note: it reverses the taxable value and tax of some lines of an issued invoice,
 * for a completed return (one note per return request) or a cancellation after invoicing. Like an
 * invoice it is never changed once issued; its snapshot holds everything it prints.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The completed return it answers, or null for a cancellation. */
    returnRequestId: integer('return_request_id').references(() => returnRequests.id),
    reason: text('reason', { enum: ['RETURN', 'CANCELLATION'] }).notNull(),
    creditNoteNumber: text('credit_note_number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** Everything printed on the credit note, as issued. */
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.creditNoteNumber),
    uniqueIndex('credit_notes_year_sequence_key').on(table.financialYear, table.sequence),
    uniqueIndex('credit_notes_return_key')
      .on(table.returnRequestId)
      .where(sql`${table.returnRequestId} IS NOT NULL`),
    index('credit_notes_order_idx').on(table.orderId),
    index('credit_notes_issued_idx').on(table.issuedAt),
    check('credit_notes_sequence_positive', sql`${table.sequence} > 0`),
  ],
);

/** An admin's internal note on an order, shown in its timeline to admins only. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
