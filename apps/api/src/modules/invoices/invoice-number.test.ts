import { financialYearOf, formatCreditNoteNumber, formatInvoiceNumber } from '@attar/contracts';
import { describe, expect, it } from 'vitest';

describe('invoice numbers', () => {
  it('counts the financial year from April to March in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is 1 April 00:30 in India.
    expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00+05:30'))).toBe('2099-00');
  });

  it('prints prefix, short year and a six-digit sequence within GST’s 16 characters', () => {
    expect(formatInvoiceNumber('2026-27', 123)).toBe('AH/26-27/000123');
    expect(formatInvoiceNumber('2026-27', 9_999_999)).toHaveLength(16);
  });

  it('numbers credit notes in a series of their own, within the same 16 characters', () => {
    expect(formatCreditNoteNumber('2026-27', 1)).toBe('CN/26-27/000001');
    expect(formatCreditNoteNumber('2099-00', 999_999)).toBe('CN/99-00/999999');
    expect(formatCreditNoteNumber('2026-27', 9_999_999)).toHaveLength(16);
  });
});
