import { gstIncludedPaise, hsnCodeFor } from '@attar/contracts';
import { describe, expect, it } from 'vitest';
import { computeInvoiceFigures, type InvoiceLineInput } from './invoice-figures.js';

const line = (
  grossPaise: number,
  discountPaise = 0,
  kind: InvoiceLineInput['kind'] = 'GOODS',
  gstRateBasisPoints?: number,
): InvoiceLineInput => ({
  kind,
  description: 'Line',
  hsnSac: kind === 'GOODS' ? '3303' : '996812',
  quantity: 1,
  unitPricePaise: grossPaise,
  grossPaise,
  discountPaise,
  ...(gstRateBasisPoints === undefined ? {} : { gstRateBasisPoints }),
});

describe('invoice figures from GST-inclusive amounts', () => {
  it('takes 18/118 of each amount as tax and the rest as taxable value', () => {
    const { lines, totals } = computeInvoiceFigures(
      [line(118_00)],
      gstIncludedPaise(118_00, 1800),
      'INTER_STATE',
    );
    expect(lines[0]).toMatchObject({
      taxablePaise: 100_00,
      igstPaise: 18_00,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(totals).toMatchObject({ taxablePaise: 100_00, taxPaise: 18_00, totalPaise: 118_00 });
  });

  it('makes taxable values and taxes add up to the total and the tax to the order GST, to the paisa', () => {
    // Amounts whose 18/118 shares all round the same way, so per-line rounding alone would drift.
    const inputs = [
      line(1_99_99, 33),
      line(2_49_99, 1_01),
      line(99_99),
      line(4_900, 0, 'SERVICE'),
      line(1),
    ];
    const total = inputs.reduce((sum, input) => sum + input.grossPaise - input.discountPaise, 0);
    const tax = gstIncludedPaise(total, 1800);
    for (const supply of ['INTRA_STATE', 'INTER_STATE'] as const) {
      const { lines, totals } = computeInvoiceFigures(inputs, tax, supply);
      expect(totals.totalPaise).toBe(total);
      expect(totals.taxPaise).toBe(tax);
      expect(totals.taxablePaise + totals.taxPaise).toBe(total);
      for (const [index, figure] of lines.entries()) {
        const amount = inputs[index]!.grossPaise - inputs[index]!.discountPaise;
        const exact = (amount * 18) / 118;
        const lineTax = figure.cgstPaise + figure.sgstPaise + figure.igstPaise;
        expect(Math.abs(lineTax - exact)).toBeLessThan(1);
        expect(figure.taxablePaise + lineTax).toBe(amount);
      }
    }
  });

  it('splits tax within a state into CGST and SGST halves whose totals differ by a paisa at most', () => {
    const inputs = [line(1_001), line(1_003), line(1_005), line(1_007)];
    const total = inputs.reduce((sum, input) => sum + input.grossPaise, 0);
    const { lines, totals } = computeInvoiceFigures(
      inputs,
      gstIncludedPaise(total, 1800),
      'INTRA_STATE',
    );
    expect(totals.igstPaise).toBe(0);
    expect(Math.abs(totals.cgstPaise - totals.sgstPaise)).toBeLessThanOrEqual(1);
    for (const figure of lines)
      expect(Math.abs(figure.cgstPaise - figure.sgstPaise)).toBeLessThanOrEqual(1);
  });

  it('follows a stored GST that another rounding produced', () => {
    const inputs = [line(10_00), line(10_00), line(10_00)];
    const { totals } = computeInvoiceFigures(inputs, 4_58, 'INTER_STATE');
    expect(totals.taxPaise).toBe(4_58);
    expect(totals.taxablePaise).toBe(30_00 - 4_58);
  });

  it('gives a zero order zero tax', () => {
    const { totals } = computeInvoiceFigures([line(0)], 0, 'INTRA_STATE');
    expect(totals).toMatchObject({ totalPaise: 0, taxPaise: 0, taxablePaise: 0 });
  });
});

describe('invoice figures at several rates', () => {
  it('taxes each line at its own rate and gives each the GST its order line stored', () => {
    // Awkward amounts at 3%, 18%, 0.25% and 28%, one discounted, and a charge at 3%.
    const inputs = [
      line(1_23_457, 0, 'GOODS', 300),
      line(99_999, 1_01, 'GOODS', 1800),
      line(3_333, 0, 'GOODS', 25),
      line(77_777, 0, 'GOODS', 2800),
      line(49_00, 0, 'SERVICE', 300),
    ];
    const stored = inputs.map((input) =>
      gstIncludedPaise(input.grossPaise - input.discountPaise, input.gstRateBasisPoints!),
    );
    const tax = stored.reduce((sum, paise) => sum + paise, 0);
    const total = inputs.reduce((sum, input) => sum + input.grossPaise - input.discountPaise, 0);
    for (const supply of ['INTRA_STATE', 'INTER_STATE'] as const) {
      const { lines, totals } = computeInvoiceFigures(inputs, tax, supply);
      expect(lines.map((figure) => figure.cgstPaise + figure.sgstPaise + figure.igstPaise)).toEqual(
        stored,
      );
      expect(lines.map((figure) => figure.gstRateBasisPoints)).toEqual([300, 1800, 25, 2800, 300]);
      expect(totals.taxPaise).toBe(tax);
      expect(totals.taxablePaise + totals.taxPaise).toBe(total);
    }
  });

  it('marks a line without a rate (an invoice before per-HSN rates) as 18%', () => {
    const { lines } = computeInvoiceFigures([line(118_00)], 18_00, 'INTRA_STATE');
    expect(lines[0]).toMatchObject({ gstRateBasisPoints: 1800, cgstPaise: 9_00, sgstPaise: 9_00 });
  });
});

describe('HSN codes', () => {
  it('uses the product’s own code, else its type’s', () => {
    expect(hsnCodeFor({ hsnCode: '33074100', productType: 'FRAGRANCE' })).toBe('33074100');
    expect(hsnCodeFor({ hsnCode: null, productType: 'FRAGRANCE' })).toBe('3303');
    expect(hsnCodeFor({ hsnCode: '  ', productType: 'JEWELRY' })).toBe('7113');
    expect(hsnCodeFor({ hsnCode: null, productType: 'GIFT_SET' })).toBe('3303');
  });
});
