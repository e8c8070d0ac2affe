import { describe, expect, it } from 'vitest';
import {
  code128BModules,
  code128BValues,
  isCode128B,
  START_B,
  STOP,
  symbolWidths,
} from './code-128.js';

// Code 128 set B checked against values worked out by hand from the symbology's rules.

describe('Code 128 set B', () => {
  it('computes the check character of a known value', () => {
    // PJJ123C: P=48 J=42 J=42 1=17 2=18 3=19 C=35 (ASCII minus 32). 104 + 48x1 + 42x2 + 42x3 +
    // 17x4 + 18x5 + 19x6 + 35x7 = 879, and 879 mod 103 = 55 (the character "W").
    expect(code128BValues('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('draws a known value as its module pattern: start B, data, check, stop', () => {
    // "A" is 33; its check is (104 + 33) mod 103 = 34.
    expect(code128BModules('A')).toBe(
      ['11010010000', '10100011000', '10001011000', '1100011101011'].join(''),
    );
    // The published pattern of "0" (value 16) in any code set: 10011101100.
    expect(code128BModules('0').slice(11, 22)).toBe('10011101100');
  });

  it('gives every symbol 3 bars and 3 spaces over 11 modules, bars even and spaces odd, all different', () => {
    const seen = new Set<string>();
    for (let value = 0; value < STOP; value += 1) {
      const widths = symbolWidths(value);
      expect(widths).toHaveLength(6);
      expect(widths.every((width) => width >= 1 && width <= 4)).toBe(true);
      const bars = widths[0]! + widths[2]! + widths[4]!;
      const spaces = widths[1]! + widths[3]! + widths[5]!;
      expect(bars + spaces).toBe(11);
      expect(bars % 2).toBe(0);
      expect(spaces % 2).toBe(1);
      seen.add(widths.join(''));
    }
    expect(seen.size).toBe(STOP);
    expect(symbolWidths(STOP).reduce((sum, width) => sum + width, 0)).toBe(13);
    expect(symbolWidths(START_B)).toEqual([2, 1, 1, 2, 1, 4]);
  });

  it('is 11 modules a character plus 35 for start, check and stop', () => {
    const awb = 'SR1234567890';
    expect(code128BModules(awb)).toHaveLength(11 * (awb.length + 2) + 13);
    expect(code128BModules(awb)).toMatch(/^1[01]*1$/);
  });

  it('refuses text outside printable ASCII', () => {
    expect(isCode128B('AH-2026-000123')).toBe(true);
    expect(isCode128B('')).toBe(false);
    expect(isCode128B('₹100')).toBe(false);
    expect(() => code128BValues('line\nbreak')).toThrow(RangeError);
  });
});
