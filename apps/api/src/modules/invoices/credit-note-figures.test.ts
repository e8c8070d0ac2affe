import { refundPaise } from '@attar/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreditNoteSnapshot } from './credit-note-figures.js';
import {
  computeInvoiceFigures,
  type InvoiceLineInput,
  type SupplyType,
} from './invoice-figures.js';
import type { InvoiceSnapshot } from './invoice-snapshot.js';

const goods = (
  quantity: number,
  unitPricePaise: number,
  discountPaise: number,
  hsnSac = '3303',
): InvoiceLineInput => ({
  kind: 'GOODS',
  description: `Item ${hsnSac}`,
  hsnSac,
  gstRateBasisPoints: hsnSac === '7113' ? 300 : 1800,
  quantity,
  unitPricePaise,
  grossPaise: quantity * unitPricePaise,
  discountPaise,
});

/** An invoice of the lines with the tax given, as the store issues one (its figures computed). */
function invoiceOf(inputs: InvoiceLineInput[], taxPaise: number, supplyType: SupplyType) {
  const { lines, totals } = computeInvoiceFigures(inputs, taxPaise, supplyType);
  return {
    version: 1,
    invoiceNumber: 'AH/26-27/000009',
    financialYear: '2026-27',
    issuedAt: '2026-06-01T05:00:00.000Z',
    seller: { legalName: 'S', address: 'A', gstin: 'G', state: 'Maharashtra', stateCode: '27' },
    buyer: { name: 'B', address: {} },
    order: {
      id: 1,
      orderNumber: 'AH-1',
      orderDate: '2026-05-30T05:00:00.000Z',
      paymentMethod: 'UPI',
    },
    placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
    supplyType,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: '',
  } as unknown as InvoiceSnapshot;
}

const issue = {
  creditNoteNumber: 'CN/26-27/000001',
  financialYear: '2026-27',
  issuedAt: new Date('2026-06-20T05:00:00.000Z'),
  reason: 'RETURN' as const,
  returnRequestId: 4,
};

describe('credit note figures', () => {
  it('takes back a whole line exactly as the invoice charged it', () => {
    const invoice = invoiceOf([goods(2, 1299_99, 0), goods(1, 2499_50, 0)], 777_89, 'INTRA_STATE');
    const note = buildCreditNoteSnapshot(invoice, [{ lineIndex: 1, quantity: 1 }], issue);
    expect(note.lines).toEqual([invoice.lines[1]]);
    expect(note.totals.totalPaise).toBe(2499_50);
    expect(note.invoice).toEqual({ invoiceNumber: 'AH/26-27/000009', issuedAt: invoice.issuedAt });
  });

  it('takes back part of a discounted line for its refund, taxable + tax = total, CGST and SGST a paisa apart at most', () => {
    // 3 x 999.99 with 999.99 off (B2G1): 1999.98 paid, GST 305.08 in it.
    const invoice = invoiceOf([goods(3, 999_99, 999_99)], 305_08, 'INTRA_STATE');
    const [line] = buildCreditNoteSnapshot(invoice, [{ lineIndex: 0, quantity: 1 }], issue).lines;
    const refund = refundPaise({ lineTotalPaise: 2999_97, discountPaise: 999_99, quantity: 3 }, 1);
    expect(line!.amountPaise).toBe(refund);
    expect(line!.cgstPaise + line!.sgstPaise).toBe(Math.round(305_08 / 3));
    expect(line!.taxablePaise + line!.cgstPaise + line!.sgstPaise).toBe(refund);
    expect(line!.grossPaise).toBe(999_99);
    expect(line!.grossPaise - line!.discountPaise).toBe(refund);
    expect(Math.abs(line!.cgstPaise - line!.sgstPaise)).toBeLessThanOrEqual(1);
  });

  it('puts all the tax of another state’s part-return in IGST and passes odd paise to CGST and SGST in turn', () => {
    const inter = invoiceOf([goods(3, 777_77, 0)], 355_93, 'INTER_STATE');
    const [igst] = buildCreditNoteSnapshot(inter, [{ lineIndex: 0, quantity: 2 }], issue).lines;
    expect(igst).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: Math.round((355_93 * 2) / 3),
    });

    const intra = invoiceOf([goods(3, 101_00, 0), goods(3, 103_00, 0)], 93_36, 'INTRA_STATE');
    const note = buildCreditNoteSnapshot(
      intra,
      [
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 1, quantity: 1 },
      ],
      issue,
    );
    // The invoice lines' taxes are 46.22 and 47.14; a third of each is 15.41 and 15.71, both odd:
    // the first odd paisa goes to CGST, the next to SGST, so the totals come out equal.
    expect(note.lines.map((line) => [line.cgstPaise, line.sgstPaise])).toEqual([
      [7_71, 7_70],
      [7_85, 7_86],
    ]);
    expect(note.totals).toMatchObject({ cgstPaise: 15_56, sgstPaise: 15_56, totalPaise: 204_00 });
    expect(note.totals.taxablePaise + note.totals.taxPaise).toBe(note.totals.totalPaise);
  });

  it('refuses a line the invoice does not have or a quantity under one', () => {
    const invoice = invoiceOf([goods(1, 500_00, 0)], 76_27, 'INTRA_STATE');
    expect(() =>
      buildCreditNoteSnapshot(invoice, [{ lineIndex: 3, quantity: 1 }], issue),
    ).toThrow();
    expect(() =>
      buildCreditNoteSnapshot(invoice, [{ lineIndex: 0, quantity: 0 }], issue),
    ).toThrow();
    expect(() => buildCreditNoteSnapshot(invoice, [], issue)).toThrow();
  });
});
