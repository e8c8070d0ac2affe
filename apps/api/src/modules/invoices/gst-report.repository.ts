import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { creditNotes, gstRates, invoices } from '../../db/schema/index.js';

// The documents a GST report reads: their snapshots, by the instant they were issued.

/** The snapshots of the invoices issued in [start, end), oldest first. */
export async function invoicesIssuedBetween(
  db: DbOrTx,
  start: Date,
  end: Date,
): Promise<{ snapshot: unknown }[]> {
  return db
    .select({ snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** The credit notes issued in [start, end), oldest first, each with the invoice it adjusts. */
export async function creditNotesIssuedBetween(
  db: DbOrTx,
  start: Date,
  end: Date,
): Promise<{ snapshot: unknown; invoiceSnapshot: unknown }[]> {
  return db
    .select({ snapshot: creditNotes.snapshot, invoiceSnapshot: invoices.snapshot })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

/** Each HSN code's description in the rate table, the latest row's. */
export async function hsnDescriptions(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ hsnCode: gstRates.hsnCode, description: gstRates.description })
    .from(gstRates)
    .orderBy(asc(gstRates.hsnCode), desc(gstRates.effectiveFrom));
  const descriptions = new Map<string, string>();
  for (const row of rows) {
    if (!descriptions.has(row.hsnCode)) descriptions.set(row.hsnCode, row.description);
  }
  return descriptions;
}
