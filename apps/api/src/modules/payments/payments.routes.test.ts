import type { Page, PaymentMethod } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { paymentMethods } from '../../db/schema/index.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { findActivePaymentMethod } from './payments.service.js';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
  admin = (await signedInUser(t, 'ADMIN')).token;
  customer = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const cod = {
  id: expect.any(Number),
  method: 'cod',
  displayName: 'Cash on Delivery',
  description: 'Pay in cash when your order arrives.',
  isActive: true,
  sortOrder: 0,
};

const testGateway = {
  id: 3,
  method: 'test_gateway',
  displayName: 'Pay online (test mode)',
  description: 'TEST: the built-in test gateway. No money moves; choose to succeed or fail.',
  isActive: true,
  sortOrder: 2,
};

const active = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payment-methods/active' });
  expect(response.statusCode).toBe(200);
  return json<PaymentMethod[]>(response);
};
const adminList = (token: string, query = '') =>
  t.app.inject(withToken(token, { method: 'GET', url: `/api/payment-methods${query}` }));

describe('GET /api/payment-methods/active', () => {
  it('offers cash on delivery and the test gateway, to visitors too', async () => {
    expect(await active()).toEqual([cod, testGateway]);
  });
});

describe('GET /api/payment-methods (admin)', () => {
  beforeAll(async () => {
    await t.database.db.insert(paymentMethods).values([
      {
        method: 'upi',
        displayName: 'UPI',
        description: 'Not offered yet.',
        isActive: false,
        sortOrder: 4,
      },
      { method: 'card', displayName: 'Credit or debit card', isActive: false, sortOrder: 5 },
    ]);
  });

  it('answers every method as a page object in display order', async () => {
    const response = await adminList(admin);
    expect(response.statusCode).toBe(200);
    const page = json<Page<PaymentMethod>>(response);
    // Cash on delivery, UPI on Delivery (switched off) and the two online methods are seeded;
    // UPI and card are this test's.
    expect(page.content.map((method) => method.method)).toEqual([
      'cod',
      'upi_on_delivery',
      'test_gateway',
      'razorpay',
      'upi',
      'card',
    ]);
    expect(page).toMatchObject({
      totalElements: 6,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
      empty: false,
    });
    const second = json<Page<PaymentMethod>>(await adminList(admin, '?page=2&size=2'));
    expect(second.content.map((method) => method.method)).toEqual(['upi', 'card']);
    // The inactive ones stay off the checkout.
    expect(await active()).toEqual([cod, testGateway]);
  });

  it('filters by status and searches the method and its name', async () => {
    const methods = async (query: string) =>
      json<Page<PaymentMethod>>(await adminList(admin, query)).content.map(
        (method) => method.method,
      );
    expect(await methods('?status=active')).toEqual(['cod', 'test_gateway']);
    expect(await methods('?status=inactive')).toEqual([
      'upi_on_delivery',
      'razorpay',
      'upi',
      'card',
    ]);
    expect(await methods('?search=CASH')).toEqual(['cod']);
    expect(await methods('?search=upi%20on')).toEqual(['upi_on_delivery']);
    expect(await methods('?search=credit')).toEqual(['card']);
    expect(await methods('?search=card&status=active')).toEqual([]);
    expect(await methods('?search=%25')).toEqual([]);
    expect(await methods('?search=%20%20')).toEqual([
      'cod',
      'upi_on_delivery',
      'test_gateway',
      'razorpay',
      'upi',
      'card',
    ]);
  });

  it('answers 400 for a bad status or paging', async () => {
    for (const query of ['?status=on', '?size=101', '?page=-1', `?search=${'x'.repeat(101)}`]) {
      const response = await adminList(admin, query);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins only', async () => {
    const forbidden = await adminList(customer);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('findActivePaymentMethod', () => {
  it('finds an active method by id and nothing for an inactive or unknown one', async () => {
    const [codMethod] = await active();
    expect(await findActivePaymentMethod(t.database.db, codMethod!.id)).toEqual(cod);
    const [upi] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.method, 'upi'));
    expect(await findActivePaymentMethod(t.database.db, upi!.id)).toBeNull();
    expect(await findActivePaymentMethod(t.database.db, 2_000_000)).toBeNull();
  });
});
