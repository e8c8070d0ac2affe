import { describe, expect, it } from 'vitest';
import {
  codOverLimitMessage,
  invoiceIdentityUpdateSchema,
  isValidGstin,
  stateIdOfGstin,
  STORE_SETTINGS,
} from './settings.js';

describe('isValidGstin', () => {
  it('accepts a GSTIN whose check character matches and refuses one changed by a character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});

describe('STORE_SETTINGS', () => {
  it('has a default that passes its own schema for every key', () => {
    for (const { schema, default: fallback } of Object.values(STORE_SETTINGS)) {
      expect(schema.safeParse(fallback).success).toBe(true);
    }
  });
});

describe('stateIdOfGstin', () => {
  it('names the state of a GSTIN’s first two digits, and none for codes of no state', () => {
    expect(stateIdOfGstin('27AAPFU0939F1ZV')).toBe('MH');
    expect(stateIdOfGstin('29AAPFU0939F1ZR')).toBe('KA');
    expect(stateIdOfGstin('26AAACA1234B1Z0')).toBe('DH');
    expect(stateIdOfGstin('97AAACA1234B1ZB')).toBeNull();
  });
});

describe('codOverLimitMessage', () => {
  it('names the limit in rupees with Indian grouping', () => {
    expect(codOverLimitMessage(50000)).toBe(
      'Cash on delivery is available for orders up to ₹50,000. Please choose another payment method.',
    );
    expect(codOverLimitMessage(125000.5)).toContain('₹1,25,000.50');
  });
});

describe('invoiceIdentityUpdateSchema', () => {
  it('needs every field and a GSTIN whose check character matches', () => {
    const valid = {
      legalName: 'Attar House Private Limited',
      address: 'Mumbai',
      gstin: '27aapfu0939f1zv',
      state: 'Maharashtra',
    };
    expect(invoiceIdentityUpdateSchema.parse(valid).gstin).toBe('27AAPFU0939F1ZV');
    const refused = invoiceIdentityUpdateSchema.safeParse({
      ...valid,
      gstin: '27AAPFU0939F1ZW',
      legalName: ' ',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['legalName', "Enter the seller's legal name."],
      ['gstin', 'Enter a valid 15-character GSTIN.'],
    ]);
  });
});
