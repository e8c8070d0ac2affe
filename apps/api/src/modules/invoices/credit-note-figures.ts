import { refundPaise } from '@attar/contracts';
import { rupeesInWords } from './amount-in-words.js';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { splitTax, totalsOf, type InvoiceLine, type SupplyType } from './invoice-figures.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// The figures of a GST credit note: the taxable value and tax of exactly the invoice lines (and
// units) taken back, so that the note's total is what the customer gets back for them.

/** Units of one invoice line to take back; `lineIndex` is the line's place on the invoice. */
export interface CreditedUnits {
  lineIndex: number;
  quantity: number;
}

/**
 * One invoice line's share for `quantity` of its units. All of them take back exactly what the
 * invoice charged; a part takes back the refund of those units (return-rules `refundPaise`:
 * paid amount, promo share and GST included) with the line's tax in proportion, rounded to the
 * paisa, split like the invoice's: half CGST and half SGST, an odd paisa to each in turn.
 */
function creditedLine(
  line: InvoiceLine,
  quantity: number,
  supplyType: SupplyType,
  oddToCentral: boolean,
): InvoiceLine {
  if (quantity >= line.quantity) return { ...line };
  const amountPaise = refundPaise(
    { lineTotalPaise: line.grossPaise, discountPaise: line.discountPaise, quantity: line.quantity },
    quantity,
  );
  const lineTax = line.cgstPaise + line.sgstPaise + line.igstPaise;
  const tax = Math.min(amountPaise, Math.round((lineTax * quantity) / line.quantity));
  const grossPaise = Math.round((line.grossPaise * quantity) / line.quantity);
  return {
    ...line,
    quantity,
    grossPaise,
    discountPaise: grossPaise - amountPaise,
    taxablePaise: amountPaise - tax,
    ...splitTax(tax, supplyType, oddToCentral),
    amountPaise,
  };
}

/**
 * The credit note against `invoice` for the units given: its seller, buyer, order and place of
 * supply are the invoice's, its lines the invoice lines concerned with their HSN and rate.
 */
export function buildCreditNoteSnapshot(
  invoice: InvoiceSnapshot,
  credited: CreditedUnits[],
  issue: {
    creditNoteNumber: string;
    financialYear: string;
    issuedAt: Date;
    reason: CreditNoteSnapshot['reason'];
    returnRequestId: number | null;
  },
): CreditNoteSnapshot {
  if (credited.length === 0) throw new Error('A credit note needs at least one line');
  let oddToCentral = true;
  const lines = credited.map(({ lineIndex, quantity }) => {
    const line = invoice.lines[lineIndex];
    if (!line || !Number.isInteger(quantity) || quantity < 1) {
      throw new Error(`Invoice ${invoice.invoiceNumber} has no line ${lineIndex} x ${quantity}`);
    }
    const credit = creditedLine(line, quantity, invoice.supplyType, oddToCentral);
    if ((credit.cgstPaise + credit.sgstPaise) % 2 === 1) oddToCentral = !oddToCentral;
    return credit;
  });
  const totals = totalsOf(lines);
  return {
    version: 1,
    kind: 'CREDIT_NOTE',
    creditNoteNumber: issue.creditNoteNumber,
    financialYear: issue.financialYear,
    issuedAt: issue.issuedAt.toISOString(),
    reason: issue.reason,
    returnRequestId: issue.returnRequestId,
    invoice: { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt },
    seller: invoice.seller,
    buyer: invoice.buyer,
    order: invoice.order,
    placeOfSupply: invoice.placeOfSupply,
    supplyType: invoice.supplyType,
    reverseCharge: invoice.reverseCharge,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
  };
}
