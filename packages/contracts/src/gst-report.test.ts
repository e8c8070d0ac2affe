import { describe, expect, it } from 'vitest';
import { b2clThresholdPaise, dayAYearAfter, gstr1QuerySchema, isB2cLarge } from './gst-report.js';

describe('the B2C large threshold', () => {
  it('is ₹2,50,000 up to 31 July 2024 and ₹1,00,000 from 1 August 2024', () => {
    expect(b2clThresholdPaise('2017-07-01')).toBe(2_50_000_00);
    expect(b2clThresholdPaise('2024-07-31')).toBe(2_50_000_00);
    expect(b2clThresholdPaise('2024-08-01')).toBe(1_00_000_00);
    expect(b2clThresholdPaise('2026-11-27')).toBe(1_00_000_00);
  });

  it('takes only inter-state invoices above the threshold of their date', () => {
    const large = { interState: true, valuePaise: 1_00_000_01, invoiceDate: '2026-10-15' };
    expect(isB2cLarge(large)).toBe(true);
    expect(isB2cLarge({ ...large, valuePaise: 1_00_000_00 })).toBe(false);
    expect(isB2cLarge({ ...large, interState: false })).toBe(false);
    expect(isB2cLarge({ ...large, invoiceDate: '2024-07-31' })).toBe(false);
    expect(isB2cLarge({ ...large, valuePaise: 2_50_000_01, invoiceDate: '2024-07-31' })).toBe(true);
  });
});

describe('a report period', () => {
  it('ends before the same day a year on', () => {
    expect(dayAYearAfter('2026-04-01')).toBe('2027-04-01');
    expect(dayAYearAfter('2024-02-29')).toBe('2025-02-29');
  });

  it('takes a year at most, in order, with a known section', () => {
    const ok = { from: '2026-04-01', to: '2027-03-31', section: 'hsn' };
    expect(gstr1QuerySchema.safeParse(ok).success).toBe(true);
    expect(gstr1QuerySchema.safeParse({ ...ok, to: '2027-04-01' }).success).toBe(false);
    expect(gstr1QuerySchema.safeParse({ ...ok, to: '2026-03-31' }).success).toBe(false);
    const leap = { from: '2024-02-29', to: '2025-02-28', section: 'b2cs' };
    expect(gstr1QuerySchema.safeParse(leap).success).toBe(true);
    expect(gstr1QuerySchema.safeParse({ ...leap, to: '2025-03-01' }).success).toBe(false);
    expect(gstr1QuerySchema.safeParse({ ...ok, section: 'b2b' }).success).toBe(false);
  });
});
