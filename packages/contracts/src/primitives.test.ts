import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  calendarDateSchema,
  idParamSchema,
  idText,
  isCalendarDate,
  NUL_CHARACTER_MESSAGE,
  optionalQueryText,
  PG_INTEGER_MAX,
  recordId,
  text,
} from './primitives.js';
import { myOrdersQuerySchema, quoteRequestSchema } from './orders.js';
import { productListQuerySchema, productSearchQuerySchema } from './catalog.js';
import { contactMessageInputSchema } from './contact.js';
import { addressInputSchema } from './addresses.js';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? null : result.error.issues[0]?.message;

describe('text', () => {
  it('refuses a NUL character anywhere and keeps other text', () => {
    expect(firstMessage(text().safeParse('a\u0000b'))).toBe(NUL_CHARACTER_MESSAGE);
    expect(text().trim().max(5).parse(' abc ')).toBe('abc');
    expect(optionalQueryText().parse('  ')).toBeUndefined();
    expect(firstMessage(optionalQueryText().safeParse('x\u0000'))).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('is what the request schemas are built of', () => {
    expect(productSearchQuerySchema.safeParse({ keyword: 'a\u0000b' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ menuType: 'a\u0000b' }).success).toBe(false);
    expect(
      quoteRequestSchema.safeParse({
        items: [{ productId: 1, quantity: 1 }],
        promoCode: 'a\u0000b',
      }).success,
    ).toBe(false);
    expect(myOrdersQuerySchema.safeParse({ query: '\u0000' }).success).toBe(false);
    expect(
      contactMessageInputSchema.safeParse({
        name: 'A\u0000',
        email: 'a@b.in',
        subject: 's',
        message: 'm',
      }).success,
    ).toBe(false);
    expect(
      addressInputSchema.safeParse({
        fullName: 'Asha Rao',
        addressLine1: '12 MG Road\u0000',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
      }).success,
    ).toBe(false);
  });
});

describe('ids', () => {
  it('accepts decimal digits within PostgreSQL integer range only', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idText().parse(String(PG_INTEGER_MAX))).toBe(PG_INTEGER_MAX);
    for (const bad of [
      '0x10',
      '1e3',
      ' 7',
      '-1',
      '0',
      '1.5',
      '',
      String(PG_INTEGER_MAX + 1),
      '9'.repeat(13),
    ]) {
      expect(idParamSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
  });

  it('refuses body ids beyond PostgreSQL integer, with the limit named', () => {
    expect(firstMessage(recordId().safeParse(PG_INTEGER_MAX + 1))).toBe(
      `Must be at most ${PG_INTEGER_MAX}.`,
    );
    expect(recordId().safeParse('3').success).toBe(false);
    expect(
      quoteRequestSchema.safeParse({ items: [{ productId: 2_147_483_648, quantity: 1 }] }).success,
    ).toBe(false);
    expect(productListQuerySchema.safeParse({ category: '99999999999' }).success).toBe(false);
    expect(productListQuerySchema.parse({ category: 'oud' }).category).toBe('oud');
  });
});

describe('calendar dates', () => {
  it('accepts days that exist and refuses the rest', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '0000-01-01',
      '2026-13-01',
      '2026-04-31',
      '1899-12-31',
      '2026-1-1',
      'yesterday',
    ]) {
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(myOrdersQuerySchema.safeParse({ fromDate: '2026-02-30' }).success).toBe(false);
  });
});
