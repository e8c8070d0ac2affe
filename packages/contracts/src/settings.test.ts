import { describe, expect, it } from 'vitest';
import { isValidGstin, STORE_SETTINGS } from './settings.js';

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
