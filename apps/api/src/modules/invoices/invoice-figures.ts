import { STANDARD_GST_RATE_BASIS_POINTS } from '@attar/contracts';

// The figures of a GST tax invoice from an order's GST-inclusive amounts (docs/api.md,
// "Money"): each line's taxable value and tax, so that taxable values plus taxes are the
// order's total to the paisa and the taxes are the order's stored GST.

/** SAC of courier services, for the shipping charge and the cash-on-delivery fee. */
export const COURIER_SAC = '996812';

export interface InvoiceLineInput {
  kind: 'GOODS' | 'SERVICE';
  description: string;
  hsnSac: string;
  quantity: number;
  /** Price of one unit, GST included. */
  unitPricePaise: number;
  /** Quantity x unit price, GST included. */
  grossPaise: number;
  /** The promo discount that falls on the line. */
  discountPaise: number;
  /**
   * The line's GST rate in basis points (1800 = 18%). Absent from invoices issued before rates
   * followed the HSN code: every line of those was taxed at 18% (lineRateBasisPoints).
   */
  gstRateBasisPoints?: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the line costs the buyer: gross - discount = taxable + taxes. */
  amountPaise: number;
}

export interface InvoiceTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/** A line's GST rate in basis points, 18% for a line of an invoice that predates per-HSN rates. */
export function lineRateBasisPoints(line: Pick<InvoiceLineInput, 'gstRateBasisPoints'>): number {
  return line.gstRateBasisPoints ?? STANDARD_GST_RATE_BASIS_POINTS;
}

export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

/**
 * Splits `taxPaise` over the lines, each in proportion to its GST-inclusive amount at its own
 * rate (amount x rate / (100 + rate)), by the largest remainder: each line's tax is its exact
 * share rounded up or down and the shares add up to `taxPaise` exactly. For an order whose GST is
 * the sum of its lines' rounded shares (every order since per-HSN rates) this gives each line
 * exactly the GST it stored: the shares rounded up are those of the largest remainders.
 */
function apportionTax(amounts: number[], rates: number[], taxPaise: number): number[] {
  const denominators = rates.map((rate) => 10_000 + rate);
  const shares = amounts.map((amount, index) =>
    Math.floor((amount * rates[index]!) / denominators[index]!),
  );
  const remainders = amounts.map(
    (amount, index) => (amount * rates[index]!) % denominators[index]!,
  );
  // Remainders over different denominators compare as fractions, by cross-multiplying.
  const byRemainder = (a: number, b: number) =>
    remainders[b]! * denominators[a]! - remainders[a]! * denominators[b]!;
  let left = taxPaise - shares.reduce((sum, share) => sum + share, 0);
  const order = amounts
    .map((_, index) => index)
    .sort((a, b) => byRemainder(a, b) || amounts[b]! - amounts[a]! || a - b);
  // Normally 0..n paise to add; a stored GST from another rounding may ask for more or less.
  for (let pass = 0; left !== 0 && pass < 100; pass += 1) {
    for (const index of left > 0 ? order : [...order].reverse()) {
      if (left === 0) break;
      const next = shares[index]! + Math.sign(left);
      if (next < 0 || next > amounts[index]!) continue;
      shares[index] = next;
      left -= Math.sign(left);
    }
  }
  if (left !== 0)
    throw new Error(`GST of ${taxPaise} paise cannot be spread over ${amounts.join(', ')}`);
  return shares;
}

/**
 * Each line's taxable value and taxes. Within the seller's state a line's tax is half CGST and
 * half SGST (an odd paisa goes to each in turn, so their totals differ by a paisa at most);
 * across states it is all IGST.
 */
export function computeInvoiceFigures(
  inputs: InvoiceLineInput[],
  taxPaise: number,
  supplyType: SupplyType,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const amounts = inputs.map((line) => line.grossPaise - line.discountPaise);
  const taxes = apportionTax(amounts, inputs.map(lineRateBasisPoints), taxPaise);
  let oddToCentral = true;
  const lines = inputs.map((input, index): InvoiceLine => {
    const tax = taxes[index]!;
    const split = splitTax(tax, supplyType, oddToCentral);
    if (supplyType === 'INTRA_STATE' && tax % 2 === 1) oddToCentral = !oddToCentral;
    return {
      ...input,
      gstRateBasisPoints: lineRateBasisPoints(input),
      taxablePaise: amounts[index]! - tax,
      ...split,
      amountPaise: amounts[index]!,
    };
  });
  return { lines, totals: totalsOf(lines) };
}

/**
 * A line's tax as the document prints it: within the seller's state half CGST and half SGST, an
 * odd paisa to CGST when `oddToCentral` and to SGST otherwise (callers alternate it, so the two
 * totals differ by a paisa at most); across states all IGST.
 */
export function splitTax(
  taxPaise: number,
  supplyType: SupplyType,
  oddToCentral: boolean,
): Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (supplyType === 'INTER_STATE') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const half = Math.floor(taxPaise / 2);
  const odd = taxPaise % 2;
  return {
    cgstPaise: half + (oddToCentral ? odd : 0),
    sgstPaise: half + (oddToCentral ? 0 : odd),
    igstPaise: 0,
  };
}

/** A document's totals: the sums of its lines' figures. */
export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    grossPaise: sum((line) => line.grossPaise),
    discountPaise: sum((line) => line.discountPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    taxPaise: sum((line) => line.cgstPaise + line.sgstPaise + line.igstPaise),
    totalPaise: sum((line) => line.amountPaise),
  };
}
