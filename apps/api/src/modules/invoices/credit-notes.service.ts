import { financialYearOf, formatCreditNoteNumber } from '@attar/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { CreditNoteRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { customerOrderWithItems, findOrderRow } from '../orders/order-queries.service.js';
import { buildCreditNoteSnapshot } from './credit-note-figures.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { renderCreditNotePdf } from './invoice-pdf.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';
import { invoiceOfLockedOrder } from './invoices.service.js';
import * as repo from './invoices.repository.js';

// GST credit notes (docs/admin-guide.md, "Credit notes"): each takes back the taxable value and
// tax of some lines of an issued invoice, numbered from a gap-free series of its own per
// financial year ("CN/26-27/000001").

/** Units of one order line to take back. */
export interface CreditedItem {
  orderItemId: number;
  quantity: number;
}

export interface CreditNoteRequest {
  orderId: number;
  reason: CreditNoteSnapshot['reason'];
  /** The completed return it answers (one note per request); null for a cancellation. */
  returnRequestId: number | null;
  items: CreditedItem[];
  /**
   * Whether the invoice's charges (shipping, gift wrap, the cash-on-delivery fee) are taken back
   * too: a sale undone whole (a parcel returned undelivered), not some units returned.
   */
  withCharges?: boolean;
}

/**
 * Issues a credit note in the caller's transaction. The order's invoice is issued first when it
 * has none yet (as its first download would; 409 INVOICE_IDENTITY_MISSING while the seller's
 * identity is not filled in), so every sale taken back is first on an invoice. A return that has
 * its note already gets that note again: a replay issues nothing twice.
 */
export async function issueCreditNote(tx: Tx, request: CreditNoteRequest): Promise<CreditNoteRow> {
  if (request.returnRequestId !== null) {
    const existing = await repo.creditNoteOfReturn(tx, request.returnRequestId);
    if (existing) return existing;
  }
  const { invoice, items } = await invoiceOfLockedOrder(tx, request.orderId);
  const snapshot = invoice.snapshot as InvoiceSnapshot;
  // The invoice lists the order's goods in item id order, before its charges.
  const credited = request.items.map(({ orderItemId, quantity }) => {
    const lineIndex = items.findIndex((item) => item.id === orderItemId);
    const line = snapshot.lines[lineIndex];
    const item = items[lineIndex];
    if (!line || !item || line.kind !== 'GOODS' || !line.description.includes(item.productSku)) {
      throw new Error(`Order ${request.orderId} has no invoiced line for item ${orderItemId}`);
    }
    return { lineIndex, quantity: Math.min(quantity, line.quantity) };
  });
  if (request.withCharges) {
    snapshot.lines.forEach((line, lineIndex) => {
      if (line.kind === 'SERVICE') credited.push({ lineIndex, quantity: line.quantity });
    });
  }
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  const sequence = await repo.takeNextCreditNoteSequence(tx, financialYear);
  const creditNoteNumber = formatCreditNoteNumber(financialYear, sequence);
  const note = buildCreditNoteSnapshot(snapshot, credited, {
    creditNoteNumber,
    financialYear,
    issuedAt,
    reason: request.reason,
    returnRequestId: request.returnRequestId,
  });
  return repo.insertCreditNote(tx, {
    orderId: request.orderId,
    invoiceId: invoice.id,
    returnRequestId: request.returnRequestId,
    reason: request.reason,
    creditNoteNumber,
    financialYear,
    sequence,
    snapshot: note,
    issuedAt,
  });
}

export interface CreditNoteFile {
  fileName: string;
  creditNoteNumber: string;
  pdf: Buffer;
}

async function fileOf(db: Db, orderId: number, creditNoteId: number): Promise<CreditNoteFile> {
  const row = await repo.creditNoteOfOrder(db, orderId, creditNoteId);
  if (!row) throw notFound('Credit note');
  return {
    fileName: `credit-note-${row.creditNoteNumber.replace(/\//g, '-')}.pdf`,
    creditNoteNumber: row.creditNoteNumber,
    pdf: await renderCreditNotePdf(row.snapshot as CreditNoteSnapshot),
  };
}

/** GET /api/order/my-orders/{id}/credit-notes/{creditNoteId}.pdf: own orders only (404). */
export async function customerCreditNoteFile(
  db: Db,
  userId: number,
  orderId: number,
  creditNoteId: number,
): Promise<CreditNoteFile> {
  if (!(await customerOrderWithItems(db, userId, orderId))) throw notFound('Order');
  return fileOf(db, orderId, creditNoteId);
}

/** GET /api/admin/orders/{id}/credit-notes/{creditNoteId}.pdf */
export async function adminCreditNoteFile(
  db: Db,
  orderId: number,
  creditNoteId: number,
): Promise<CreditNoteFile> {
  if (!(await findOrderRow(db, orderId))) throw notFound('Order');
  return fileOf(db, orderId, creditNoteId);
}
