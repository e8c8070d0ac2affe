import { basisPointsToRatePercent as ratePercent } from '@attar/contracts';
import { describe, expect, it } from 'vitest';
import { rupeesText } from '@attar/contracts';
import { templateDate } from './gst-report-csv.js';

describe('the cells of the GST files', () => {
  it('write paise as rupees with two decimals, exactly, negative too', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-5)).toBe('-0.05');
    expect(rupeesText(1_20_000_00)).toBe('120000.00');
    expect(rupeesText(-1_299_99)).toBe('-1299.99');
    expect(rupeesText(9_007_199_254_740_99)).toBe('9007199254740.99');
  });

  it('write dates as the offline tool does and rates in percent', () => {
    expect(templateDate('2026-10-05')).toBe('05-Oct-26');
    expect(templateDate('2027-01-31')).toBe('31-Jan-27');
    expect(ratePercent(1800)).toBe(18);
    expect(ratePercent(300)).toBe(3);
    expect(ratePercent(25)).toBe(0.25);
  });
});
