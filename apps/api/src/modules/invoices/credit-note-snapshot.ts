import type { InvoiceLine, InvoiceTotals } from './invoice-figures.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

/**
 * Everything a credit note prints, as it was when issued (kept in credit_notes.snapshot). It
 * names the invoice it adjusts and carries that invoice's seller, buyer, order and place of
 * supply unchanged; its lines are the invoice's lines concerned, with the quantity, taxable value
 * and tax being reversed (positive figures: the document's kind says they are taken back).
 */
export interface CreditNoteSnapshot extends Pick<
  InvoiceSnapshot,
  'seller' | 'buyer' | 'order' | 'placeOfSupply' | 'supplyType' | 'reverseCharge'
> {
  version: 1;
  kind: 'CREDIT_NOTE';
  creditNoteNumber: string;
  financialYear: string;
  issuedAt: string;
  reason: 'RETURN' | 'CANCELLATION';
  /** The completed return request it answers; null for a cancellation. */
  returnRequestId: number | null;
  invoice: { invoiceNumber: string; issuedAt: string };
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
}
