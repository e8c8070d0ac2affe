// Zod-free GST tax invoice rules (docs/decisions/0016-gst-invoices.md), shared by the
// API, which issues invoices, and the web app, which offers their download.
import type { OrderStatus } from './order-rules.js';

/**
 * An order has (or gets) its invoice once its goods have left the store: from SHIPPED on. It can
 * no longer be cancelled then, and GST law dates a supply of goods at their removal. A parcel
 * returned undelivered keeps the invoice it left with (its credit note answers it).
 */
export const INVOICE_STATUSES: readonly OrderStatus[] = [
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RETURNED_TO_ORIGIN',
];

export function isInvoiceStatus(status: OrderStatus): boolean {
  return INVOICE_STATUSES.includes(status);
}

/** The series' prefix: "AH" for Attar House. */
export const INVOICE_NUMBER_PREFIX = 'AH';

/**
 * The Indian financial year (April to March) of an instant, in India time, as "2026-27".
 * India has no daylight saving time, so UTC+05:30 always holds.
 */
export function financialYearOf(at: Date): string {
  const inIndia = new Date(at.getTime() + (5 * 60 + 30) * 60 * 1000);
  const year = inIndia.getUTCFullYear();
  const start = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * "AH/26-27/000123": prefix, the financial year in short and the year's sequence number. GST
 * rule 46(b) allows at most 16 characters (letters, digits, "-" and "/"); this form keeps 15
 * up to 999,999 invoices a year.
 */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  const short = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  return `${INVOICE_NUMBER_PREFIX}/${short}/${String(sequence).padStart(6, '0')}`;
}

/** The credit notes' own series' prefix: "CN" (docs/admin-guide.md, "Credit notes"). */
export const CREDIT_NOTE_NUMBER_PREFIX = 'CN';

/**
 * "CN/26-27/000001": a series apart from the invoices', numbered the same way per financial year
 * and, like an invoice number, within GST's 16 characters (15 up to 999,999 notes a year).
 */
export function formatCreditNoteNumber(financialYear: string, sequence: number): string {
  const short = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  return `${CREDIT_NOTE_NUMBER_PREFIX}/${short}/${String(sequence).padStart(6, '0')}`;
}

export const INVOICE_MESSAGES = {
  cancelled: 'This order was cancelled, so it has no tax invoice.',
  notShipped: 'The tax invoice is issued when the order is shipped. Try again once it has shipped.',
  returned:
    'This parcel came back undelivered and was received before its tax invoice was issued, so it has none.',
  exchange:
    'This order sends an exchange replacement free of charge, so it has no tax invoice: the original order’s invoice covers the sale.',
  identityMissing:
    'Invoices cannot be issued yet: the store’s invoice identity is not filled in. An admin must fill in Settings > Invoice identity (legal name, address, GSTIN and state).',
} as const;

/** Why an order has no invoice (the `details.reason` of a 409 INVOICE_NOT_AVAILABLE). */
export type InvoiceUnavailableReason = 'CANCELLED' | 'NOT_SHIPPED' | 'EXCHANGE' | 'RETURNED';
