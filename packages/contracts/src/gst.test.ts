import { describe, expect, it } from 'vitest';
import {
  basisPointsToRatePercent,
  gstIncludedPaise,
  gstRateCreateSchema,
  principalSupplyRateBasisPoints,
  ratePercentToBasisPoints,
} from './gst.js';

describe('the GST an amount contains', () => {
  it('is amount x rate / (100 + rate), to the paisa, at any rate', () => {
    expect(gstIncludedPaise(118_00, 1800)).toBe(18_00);
    expect(gstIncludedPaise(103_00, 300)).toBe(3_00);
    // 4900 x 3 / 103 = 142.72 and 4900 x 18 / 118 = 747.46.
    expect(gstIncludedPaise(49_00, 300)).toBe(1_43);
    expect(gstIncludedPaise(49_00, 1800)).toBe(7_47);
    expect(gstIncludedPaise(100_25, 25)).toBe(25);
    expect(gstIncludedPaise(999_99, 0)).toBe(0);
  });

  it('converts percent and basis points both ways', () => {
    expect([18, 3, 1.5, 0.25, 28, 0].map(ratePercentToBasisPoints)).toEqual([
      1800, 300, 150, 25, 2800, 0,
    ]);
    expect([1800, 300, 150, 25].map(basisPointsToRatePercent)).toEqual([18, 3, 1.5, 0.25]);
    // 0.29 x 100 is 28.999999999999996 in floating point.
    expect(ratePercentToBasisPoints(0.29)).toBe(29);
  });
});

describe('the rate of the charges (the principal supply)', () => {
  it('is the rate of the line with the largest taxable value', () => {
    expect(
      principalSupplyRateBasisPoints([
        { amountPaise: 1000_00, gstRateBasisPoints: 1800 },
        { amountPaise: 2999_00, gstRateBasisPoints: 300 },
      ]),
    ).toBe(300);
  });

  it('compares taxable values, not amounts with their GST', () => {
    // 1170 at 18% is 991.53 taxable; 1030 at 3% is 1000.
    expect(
      principalSupplyRateBasisPoints([
        { amountPaise: 1170_00, gstRateBasisPoints: 1800 },
        { amountPaise: 1030_00, gstRateBasisPoints: 300 },
      ]),
    ).toBe(300);
  });

  it('gives a tie to the higher rate, and a cart of no lines the standard rate', () => {
    expect(
      principalSupplyRateBasisPoints([
        { amountPaise: 0, gstRateBasisPoints: 300 },
        { amountPaise: 0, gstRateBasisPoints: 1800 },
      ]),
    ).toBe(1800);
    expect(principalSupplyRateBasisPoints([])).toBe(1800);
  });
});

describe('a new rate', () => {
  const valid = {
    hsnCode: ' 7117 ',
    ratePercent: 3,
    effectiveFrom: '2027-04-01',
    description: 'Imitation jewellery',
  };

  it('takes a 4, 6 or 8-digit code, trimmed, and a rate with two decimals at most', () => {
    expect(gstRateCreateSchema.parse(valid).hsnCode).toBe('7117');
    for (const ratePercent of [0, 0.25, 1.5, 12, 28, 100]) {
      expect(gstRateCreateSchema.safeParse({ ...valid, ratePercent }).success).toBe(true);
    }
  });

  it('refuses a code of 5 digits, three decimals, a day before GST', () => {
    expect(gstRateCreateSchema.safeParse({ ...valid, hsnCode: '71171' }).success).toBe(false);
    expect(gstRateCreateSchema.safeParse({ ...valid, ratePercent: 0.125 }).success).toBe(false);
    expect(gstRateCreateSchema.safeParse({ ...valid, effectiveFrom: '2017-06-30' }).success).toBe(
      false,
    );
  });
});
