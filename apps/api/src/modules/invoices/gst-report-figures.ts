import { indiaDayOf, isB2cLarge } from '@attar/contracts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.js';
import { COURIER_SAC, lineRateBasisPoints, type InvoiceLine } from './invoice-figures.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

// The figures of a GST return, taken line by line from the issued documents' snapshots, so that
// every total is a sum of what the invoices and credit notes print, to the paisa. All amounts
// here are paise; a credit note's figures count negative.

/** An issued invoice or credit note as the reports read it. */
export interface ReportDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  /** +1 for an invoice, -1 for a credit note, which takes its figures back. */
  sign: 1 | -1;
  number: string;
  issuedAt: string;
  /** The issue date in India (YYYY-MM-DD). */
  date: string;
  orderNumber: string;
  buyer: string;
  /** "27-Maharashtra", as the GST portal names a place of supply. */
  placeOfSupply: string;
  interState: boolean;
  /** What the document comes to, GST included. */
  valuePaise: number;
  lines: InvoiceLine[];
  /** The invoice a credit note adjusts (for an invoice, itself). */
  invoice: { number: string; date: string };
  /** Whether the invoice (adjusted) is B2C large: inter-state above the threshold of its date. */
  b2cLarge: boolean;
}

/** The day in India of an ISO instant, as YYYY-MM-DD. */
export function indiaDate(iso: string): string {
  return indiaDayOf(new Date(iso));
}

function placeOfSupplyLabel(place: InvoiceSnapshot['placeOfSupply']): string {
  return place.stateCode ? `${place.stateCode}-${place.state}` : place.state;
}

export function invoiceDocument(snapshot: InvoiceSnapshot): ReportDocument {
  const date = indiaDate(snapshot.issuedAt);
  const interState = snapshot.supplyType === 'INTER_STATE';
  return {
    kind: 'INVOICE',
    sign: 1,
    number: snapshot.invoiceNumber,
    issuedAt: snapshot.issuedAt,
    date,
    orderNumber: snapshot.order.orderNumber,
    buyer: snapshot.buyer.name,
    placeOfSupply: placeOfSupplyLabel(snapshot.placeOfSupply),
    interState,
    valuePaise: snapshot.totals.totalPaise,
    lines: snapshot.lines,
    invoice: { number: snapshot.invoiceNumber, date },
    b2cLarge: isB2cLarge({ interState, valuePaise: snapshot.totals.totalPaise, invoiceDate: date }),
  };
}

/** A credit note, classed by the invoice it adjusts (whose value decides B2C large). */
export function creditNoteDocument(
  snapshot: CreditNoteSnapshot,
  invoice: InvoiceSnapshot,
): ReportDocument {
  const interState = snapshot.supplyType === 'INTER_STATE';
  const invoiceDate = indiaDate(invoice.issuedAt);
  return {
    kind: 'CREDIT_NOTE',
    sign: -1,
    number: snapshot.creditNoteNumber,
    issuedAt: snapshot.issuedAt,
    date: indiaDate(snapshot.issuedAt),
    orderNumber: snapshot.order.orderNumber,
    buyer: snapshot.buyer.name,
    placeOfSupply: placeOfSupplyLabel(snapshot.placeOfSupply),
    interState,
    valuePaise: snapshot.totals.totalPaise,
    lines: snapshot.lines,
    invoice: { number: invoice.invoiceNumber, date: invoiceDate },
    b2cLarge: isB2cLarge({ interState, valuePaise: invoice.totals.totalPaise, invoiceDate }),
  };
}

export interface Amounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus taxes. */
  valuePaise: number;
  quantity: number;
}

export const ZERO: Amounts = {
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  valuePaise: 0,
  quantity: 0,
};

/**
 * A line's figures, negative for a credit note's line. Only goods count units: shipping and the
 * COD fee carry their principal supply's HSN code (docs/decisions/0041), and their "1" is no unit
 * of it.
 */
export function lineAmounts(line: InvoiceLine, sign: 1 | -1): Amounts {
  return {
    taxablePaise: sign * line.taxablePaise,
    cgstPaise: sign * line.cgstPaise,
    sgstPaise: sign * line.sgstPaise,
    igstPaise: sign * line.igstPaise,
    valuePaise: sign * line.amountPaise,
    quantity: line.kind === 'GOODS' ? sign * line.quantity : 0,
  };
}

export function addAmounts(a: Amounts, b: Amounts): Amounts {
  return {
    taxablePaise: a.taxablePaise + b.taxablePaise,
    cgstPaise: a.cgstPaise + b.cgstPaise,
    sgstPaise: a.sgstPaise + b.sgstPaise,
    igstPaise: a.igstPaise + b.igstPaise,
    valuePaise: a.valuePaise + b.valuePaise,
    quantity: a.quantity + b.quantity,
  };
}

export const taxOf = (amounts: Amounts) =>
  amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise;

/**
 * Sums the lines of `documents` into groups named by `keyOf` (a line left out when it answers
 * null), in the order each group first appears.
 */
export function groupLines<K>(
  documents: readonly ReportDocument[],
  keyOf: (document: ReportDocument, line: InvoiceLine) => K | null,
  idOf: (key: K) => string,
): { key: K; amounts: Amounts }[] {
  const groups = new Map<string, { key: K; amounts: Amounts }>();
  for (const document of documents) {
    for (const line of document.lines) {
      const key = keyOf(document, line);
      if (key === null) continue;
      const id = idOf(key);
      const group = groups.get(id) ?? { key, amounts: ZERO };
      group.amounts = addAmounts(group.amounts, lineAmounts(line, document.sign));
      groups.set(id, group);
    }
  }
  return [...groups.values()];
}

/** The documents' figures by GST rate (basis points), lowest rate first. */
export function totalsByRate(
  documents: readonly ReportDocument[],
): { rateBasisPoints: number; amounts: Amounts }[] {
  return groupLines(documents, (_, line) => lineRateBasisPoints(line), String)
    .map(({ key, amounts }) => ({ rateBasisPoints: key, amounts }))
    .sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

/** What the HSN summary calls a code: the rate table's description, else the line's kind. */
export function hsnDescription(hsn: string, descriptions: ReadonlyMap<string, string>): string {
  const known = descriptions.get(hsn);
  if (known) return known;
  if (hsn === COURIER_SAC) return 'Courier services';
  return '';
}

/** A services code (SAC, chapter 99) has no unit of quantity on the HSN summary. */
export const isServiceCode = (hsn: string) => hsn.startsWith('99');
