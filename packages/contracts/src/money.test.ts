import { describe, expect, it } from 'vitest';
import { codOverLimitMessage } from './settings.js';
import {
  formatIndianNumber,
  formatPrice,
  formatRupees,
  groupIndianDigits,
  splitInProportion,
} from './money.js';

// What the platform's formatter answers: the written-out one must say exactly the same.
const intlWithPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const intlWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Amounts of every length up to a hundred crore, whole and with paise, and negatives. */
function sampleAmounts(): number[] {
  const amounts = [0, 0.01, 0.05, 0.1, 0.5, 0.99, 1, 9.99, 10, 99.5, 100, 999, 1000, 1499.5];
  for (let digits = 1; digits <= 10; digits += 1) {
    const base = 10 ** (digits - 1);
    for (const step of [1, 2, 3, 5, 7, 9]) {
      const whole = base * step + (digits > 2 ? 37 : 0);
      amounts.push(whole, whole + 0.01, whole + 0.5, whole + 0.99);
    }
  }
  // Every paise value from ₹1,23,456.00 to ₹1,23,457.00.
  for (let paise = 12_345_600; paise <= 12_345_700; paise += 1) amounts.push(paise / 100);
  return [...amounts, ...amounts.filter((amount) => amount > 0).map((amount) => -amount)];
}

describe('money formatting', () => {
  it('groups digits the Indian way: three, then pairs', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(1000)).toBe('1,000');
    expect(groupIndianDigits(124500)).toBe('1,24,500');
    expect(groupIndianDigits(123456789)).toBe('12,34,56,789');
    expect(groupIndianDigits(-1234567)).toBe('-12,34,567');
  });

  it('writes rupees with paise as Intl en-IN does', () => {
    expect(formatRupees(124500)).toBe('₹1,24,500.00');
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    for (const amount of sampleAmounts()) {
      expect(formatRupees(amount), String(amount)).toBe(intlWithPaise.format(amount));
    }
  });

  it('writes prices without ".00" for whole rupees, as Intl en-IN does', () => {
    expect(formatPrice(124500)).toBe('₹1,24,500');
    expect(formatPrice(1499.5)).toBe('₹1,499.50');
    expect(formatPrice(0.05)).toBe('₹0.05');
    for (const amount of sampleAmounts()) {
      const isWhole = Math.round(amount * 100) % 100 === 0;
      const expected = (isWhole ? intlWhole : intlWithPaise).format(amount);
      expect(formatPrice(amount), String(amount)).toBe(expected);
    }
  });

  it('rounds to the paisa, and a negative amount that rounds to zero has no sign', () => {
    expect(formatRupees(10.005)).toBe(intlWithPaise.format(10.01));
    expect(formatRupees(-0.001)).toBe('₹0.00');
    expect(formatPrice(2.999)).toBe('₹3');
  });

  it('writes figures with up to three decimals as Intl en-IN does', () => {
    const intlGrams = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
    expect(formatIndianNumber(1250.125, 3)).toBe('1,250.125');
    expect(formatIndianNumber(12.5, 3)).toBe('12.5');
    for (const grams of [0, 0.001, 0.25, 1, 7.125, 12.3456, 999.999, 1250, 123456.7]) {
      expect(formatIndianNumber(grams, 3), String(grams)).toBe(intlGrams.format(grams));
    }
  });

  it('names the cash on delivery limit as a price', () => {
    expect(codOverLimitMessage(50000)).toBe(
      'Cash on delivery is available for orders up to ₹50,000. Please choose another payment method.',
    );
    expect(codOverLimitMessage(2500.5)).toContain('up to ₹2,500.50.');
  });
});

describe('splitInProportion', () => {
  it('splits in whole paise that add up exactly, the leftover to the largest remainders', () => {
    expect(splitInProportion(15_000, [200_000, 100_000])).toEqual([10_000, 5_000]);
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(7, [10, 20, 40])).toEqual([1, 2, 4]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(splitInProportion(500, [0, 0])).toEqual([0, 0]);
  });
});
