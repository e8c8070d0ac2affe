import {
  EXCHANGE_PAYMENT_METHOD,
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  isInvoiceIdentityComplete,
  isInvoiceStatus,
  type InvoiceIdentity,
  type InvoiceUnavailableReason,
  type OrderInvoiceSummary,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { InvoiceRow, OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  customerOrderWithItems,
  findOrderRow,
  lockOrderWithItems,
} from '../orders/order-queries.service.js';
import { getSetting } from '../settings/settings.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { supplyStateCodes } from './gst-state-codes.js';
import { buildInvoiceSnapshot, type InvoiceSnapshot } from './invoice-snapshot.js';
import * as repo from './invoices.repository.js';

// GST tax invoices (docs/decisions/0016-gst-invoices.md): issued once per order when it ships,
// or on its first download after that, numbered from a gap-free series per financial year.

/** Why an order has no invoice, or null when it has or may have one. */
function unavailableReason(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'rtoReceivedAt'>,
): InvoiceUnavailableReason | null {
  if (order.status === 'CANCELLED') return 'CANCELLED';
  // A parcel back in the store with no invoice yet was never sold: none is issued after it.
  if (order.status === 'RETURNED_TO_ORIGIN' && order.rtoReceivedAt !== null) return 'RETURNED';
  if (order.paymentMethod === EXCHANGE_PAYMENT_METHOD) return 'EXCHANGE';
  if (!isInvoiceStatus(order.status)) return 'NOT_SHIPPED';
  return null;
}

const UNAVAILABLE_MESSAGES: Record<InvoiceUnavailableReason, string> = {
  CANCELLED: INVOICE_MESSAGES.cancelled,
  NOT_SHIPPED: INVOICE_MESSAGES.notShipped,
  EXCHANGE: INVOICE_MESSAGES.exchange,
  RETURNED: INVOICE_MESSAGES.returned,
};

function unavailable(reason: InvoiceUnavailableReason): AppError {
  return new AppError(409, 'INVOICE_NOT_AVAILABLE', UNAVAILABLE_MESSAGES[reason], { reason });
}

/** Whether the order has an invoice or gets one on download (the store's identity aside). */
export function isInvoiceable(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'rtoReceivedAt'>,
): boolean {
  return unavailableReason(order) === null;
}

/** The order's invoice number and date, or null before it is issued. */
export async function invoiceSummaryOf(
  db: DbOrTx,
  orderId: number,
): Promise<OrderInvoiceSummary | null> {
  const row = await repo.invoiceOfOrder(db, orderId);
  return row ? { invoiceNumber: row.invoiceNumber, issuedAt: row.issuedAt.toISOString() } : null;
}

/** Writes the invoice of a locked order with the next number of the current financial year. */
async function issue(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  identity: InvoiceIdentity,
): Promise<InvoiceRow> {
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  const sequence = await repo.takeNextSequence(tx, financialYear);
  const invoiceNumber = formatInvoiceNumber(financialYear, sequence);
  const snapshot = buildInvoiceSnapshot(
    { identity, order, items },
    { invoiceNumber, financialYear, issuedAt },
    await supplyStateCodes(identity, order.shippingAddress.state),
  );
  return repo.insertInvoice(tx, {
    orderId: order.id,
    invoiceNumber,
    financialYear,
    sequence,
    snapshot,
    issuedAt,
  });
}

/**
 * Issues the invoice of an order that has just left the store, in the caller's transaction with
 * the order row locked. Nothing is issued for an order that has one, has none (an exchange), or
 * while the store's invoice identity is not filled in: the first download issues it then.
 */
export async function issueInvoiceOnShipment(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<InvoiceRow | null> {
  if (unavailableReason(order) !== null) return null;
  if (await repo.invoiceOfOrder(tx, order.id)) return null;
  const identity = await getSetting(tx, 'invoice_identity');
  if (!isInvoiceIdentityComplete(identity)) return null;
  return issue(tx, order, items, identity);
}

/**
 * The order's invoice, issued now if it has none yet: 409 INVOICE_NOT_AVAILABLE for an order
 * that gets none, 409 INVOICE_IDENTITY_MISSING while the settings lack the seller's identity.
 */
async function invoiceOf(db: Db, order: OrderRow): Promise<InvoiceRow> {
  const existing = await repo.invoiceOfOrder(db, order.id);
  if (existing) return existing;
  const reason = unavailableReason(order);
  if (reason) throw unavailable(reason);
  return db.transaction(async (tx) => (await invoiceOfLockedOrder(tx, order.id)).invoice);
}

/**
 * In the caller's transaction, the order's invoice, issued now if it has none: the order row is
 * locked first, so two first issues at once queue and the second finds the first's invoice. The
 * same 409s as a download when the order gets none or the seller's identity is missing.
 */
export async function invoiceOfLockedOrder(
  tx: DbOrTx,
  orderId: number,
): Promise<{ invoice: InvoiceRow; items: OrderItemRow[] }> {
  const locked = await lockOrderWithItems(tx, orderId);
  if (!locked) throw notFound('Order');
  const issued = await repo.invoiceOfOrder(tx, orderId);
  if (issued) return { invoice: issued, items: locked.items };
  const lockedReason = unavailableReason(locked.order);
  if (lockedReason) throw unavailable(lockedReason);
  const identity = await getSetting(tx, 'invoice_identity');
  if (!isInvoiceIdentityComplete(identity)) {
    throw new AppError(409, 'INVOICE_IDENTITY_MISSING', INVOICE_MESSAGES.identityMissing);
  }
  return { invoice: await issue(tx, locked.order, locked.items, identity), items: locked.items };
}

export interface InvoiceFile {
  fileName: string;
  invoiceNumber: string;
  pdf: Buffer;
}

async function fileOf(db: Db, order: OrderRow): Promise<InvoiceFile> {
  const invoice = await invoiceOf(db, order);
  return {
    fileName: `invoice-${invoice.invoiceNumber.replace(/\//g, '-')}.pdf`,
    invoiceNumber: invoice.invoiceNumber,
    pdf: await renderInvoicePdf(invoice.snapshot as InvoiceSnapshot),
  };
}

/** GET /api/order/my-orders/{id}/invoice.pdf: the customer's own order only (404 otherwise). */
export async function customerInvoiceFile(
  db: Db,
  userId: number,
  orderId: number,
): Promise<InvoiceFile> {
  const found = await customerOrderWithItems(db, userId, orderId);
  if (!found) throw notFound('Order');
  return fileOf(db, found.order);
}

/** GET /api/admin/orders/{id}/invoice.pdf */
export async function adminInvoiceFile(db: Db, orderId: number): Promise<InvoiceFile> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  return fileOf(db, order);
}

/** The stored snapshot of an order's invoice, or null (tests and the admin read it). */
export async function invoiceSnapshotOf(
  db: DbOrTx,
  orderId: number,
): Promise<InvoiceSnapshot | null> {
  const row = await repo.invoiceOfOrder(db, orderId);
  return row ? (row.snapshot as InvoiceSnapshot) : null;
}
