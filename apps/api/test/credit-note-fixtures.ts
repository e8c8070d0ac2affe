import { financialYearOf } from '@attar/contracts';
import { eq, sql } from 'drizzle-orm';
import { creditNotes, invoices } from '../src/db/schema/index.js';
import type { CreditNoteSnapshot } from '../src/modules/invoices/credit-note-snapshot.js';
import type { InvoiceLine } from '../src/modules/invoices/invoice-figures.js';
import type { InvoiceSnapshot } from '../src/modules/invoices/invoice-snapshot.js';
import type { TestApp } from './test-app.js';

// A test fixture, not the store's issue of credit notes: it writes a credit_notes row that takes
// back whole lines of an issued invoice, so that reports can be tested on credit notes.

let noteCounter = 0;

/** The credit note that reverses `lines` of `invoice` whole, as the store prints one. */
export function creditNoteSnapshotOf(
  invoice: InvoiceSnapshot,
  lines: InvoiceLine[],
  issuedAt: Date,
  creditNoteNumber: string,
): CreditNoteSnapshot {
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    version: 1,
    kind: 'CREDIT_NOTE',
    creditNoteNumber,
    financialYear: financialYearOf(issuedAt),
    issuedAt: issuedAt.toISOString(),
    reason: 'RETURN',
    returnRequestId: null,
    invoice: { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt },
    seller: invoice.seller,
    buyer: invoice.buyer,
    order: invoice.order,
    placeOfSupply: invoice.placeOfSupply,
    supplyType: invoice.supplyType,
    reverseCharge: false,
    lines,
    totals: {
      grossPaise: sum((line) => line.grossPaise),
      discountPaise: sum((line) => line.discountPaise),
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      taxPaise: sum((line) => line.cgstPaise + line.sgstPaise + line.igstPaise),
      totalPaise: sum((line) => line.amountPaise),
    },
    amountInWords: '',
  };
}

/** Writes a credit note against the order's invoice for the lines `pick` chooses. */
export async function insertCreditNote(
  t: TestApp,
  orderId: number,
  pick: (line: InvoiceLine, index: number) => boolean,
  issuedAt: Date,
): Promise<CreditNoteSnapshot> {
  const [invoice] = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error(`order ${orderId} has no invoice`);
  const invoiceSnapshot = invoice.snapshot as InvoiceSnapshot;
  noteCounter += 1;
  const financialYear = financialYearOf(issuedAt);
  const number = `CN/${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}/${String(noteCounter).padStart(6, '0')}`;
  const snapshot = creditNoteSnapshotOf(
    invoiceSnapshot,
    invoiceSnapshot.lines.filter(pick),
    issuedAt,
    number,
  );
  await t.database.db.insert(creditNotes).values({
    orderId,
    invoiceId: invoice.id,
    reason: 'RETURN',
    creditNoteNumber: number,
    financialYear,
    sequence: noteCounter,
    snapshot,
    issuedAt,
  });
  return snapshot;
}

/** Moves an issued invoice to another instant, in its row and its snapshot alike. */
export async function redateInvoice(t: TestApp, orderId: number, issuedAt: Date): Promise<void> {
  await t.database.db
    .update(invoices)
    .set({
      issuedAt,
      snapshot: sql`jsonb_set(${invoices.snapshot}, '{issuedAt}', to_jsonb(${issuedAt.toISOString()}::text))`,
    })
    .where(eq(invoices.orderId, orderId));
}
