import { describe, expect, it } from 'vitest';
import { formatMobile, toCodeDigits, toMobileDigits } from './mobile-number';

/** What the field shows after each key of `typed`, as a person would type it. */
function typeKeys(typed: string): string {
  let value = '';
  for (const key of typed) value = toMobileDigits(value + key);
  return value;
}

describe('toMobileDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['abc', ''],
  ])('keeps %s as %s', (input, kept) => {
    expect(toMobileDigits(input)).toBe(kept);
  });

  it('ends with the ten digits when +91 or 0 is typed in front, key by key', () => {
    expect(typeKeys('+91 98765 43210')).toBe('9876543210');
    expect(typeKeys('098765 43210')).toBe('9876543210');
    expect(typeKeys('9876543210777')).toBe('9876543210');
  });
});

describe('toCodeDigits and formatMobile', () => {
  it('keeps six digits of a code and shows a number with +91', () => {
    expect(toCodeDigits(' 12a3456789', 6)).toBe('123456');
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('123')).toBe('123');
  });
});
