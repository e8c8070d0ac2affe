import { describe, expect, it } from 'vitest';
import { prepaidDiscountPaise } from './prepaid-discount.js';

describe('prepaidDiscountPaise', () => {
  const goods = 2_499_50;
  it('takes whole rupees off, never more than the goods', () => {
    expect(prepaidDiscountPaise({ kind: 'amount', paise: 100_00, percent: 0 }, goods)).toBe(100_00);
    expect(prepaidDiscountPaise({ kind: 'amount', paise: 5_000_00, percent: 0 }, goods)).toBe(
      2_499_00,
    );
  });
  it('takes a percentage of the goods, rounded down to a rupee', () => {
    // 5% of 2,499.50 is 124.975.
    expect(prepaidDiscountPaise({ kind: 'percent', paise: 0, percent: 5 }, goods)).toBe(124_00);
  });
  it('takes nothing when off or when the goods cost nothing', () => {
    expect(prepaidDiscountPaise({ kind: 'none', paise: 100_00, percent: 5 }, goods)).toBe(0);
    expect(prepaidDiscountPaise({ kind: 'amount', paise: 100_00, percent: 0 }, 0)).toBe(0);
  });
});
