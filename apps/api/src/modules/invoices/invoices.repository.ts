import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  creditNotes,
  creditNoteSequences,
  invoices,
  invoiceSequences,
  type CreditNoteRow,
  type InvoiceRow,
} from '../../db/schema/index.js';

export async function invoiceOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The next number of a financial year's series. The upsert takes the year's row lock and keeps
 * it until the transaction ends, so parallel issues queue on it and a rolled-back issue gives its
 * number back: the series has neither gaps nor duplicates.
 */
export async function takeNextSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('invoice sequence upsert returned no row');
  return row.lastNumber;
}

export async function insertInvoice(
  tx: DbOrTx,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The next number of a financial year's credit-note series, taken like an invoice's. */
export async function takeNextCreditNoteSequence(
  tx: DbOrTx,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.financialYear,
      set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSequences.lastNumber });
  if (!row) throw new Error('credit note sequence upsert returned no row');
  return row.lastNumber;
}

export async function insertCreditNote(
  tx: DbOrTx,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function creditNoteOfReturn(
  db: DbOrTx,
  returnRequestId: number,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.returnRequestId, returnRequestId));
  return row;
}

/** One credit note of one order: undefined when the id names another order's note. */
export async function creditNoteOfOrder(
  db: DbOrTx,
  orderId: number,
  creditNoteId: number,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.orderId, orderId)));
  return row;
}
