import type { PaymentMethod, Quote } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, paymentMethods } from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';

// PUT /api/payment-methods/{id}/status (docs/admin-guide.md, "Payment methods"): an admin switches
// a method on or off; the storefront's active list, the quote and order placement follow at once;
// the last active method stays on.

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: string;
let codId: number;
let upiId: number;
let cardId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  const inserted = await t.database.db
    .insert(paymentMethods)
    .values([
      { method: 'upi', displayName: 'UPI on Delivery', isActive: false, sortOrder: 1 },
      { method: 'card', displayName: 'Card on Delivery', isActive: false, sortOrder: 2 },
    ])
    .returning();
  [upiId, cardId] = inserted.map((row) => row.id) as [number, number];
  admin = await signedInUser(t, 'ADMIN');
  customer = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

/** Each test starts from cash on delivery alone switched on (the seeded test gateway off), and an empty audit log. */
beforeEach(async () => {
  await t.database.db
    .update(paymentMethods)
    .set({ isActive: false })
    .where(eq(paymentMethods.method, 'upi'));
  await t.database.db
    .update(paymentMethods)
    .set({ isActive: false })
    .where(eq(paymentMethods.method, 'card'));
  await t.database.db
    .update(paymentMethods)
    .set({ isActive: true })
    .where(eq(paymentMethods.method, 'cod'));
  await t.database.db
    .update(paymentMethods)
    .set({ isActive: false })
    .where(eq(paymentMethods.method, 'test_gateway'));
  await t.database.db.delete(auditLog).where(eq(auditLog.entityType, 'payment_method'));
  // Written past the services, so nothing told the storefront cache (its TTL would, in a second).
  await storefrontChanged(t.database.db);
});

const setStatus = (token: string | null, id: number | string, payload: unknown) => {
  const options = {
    method: 'PUT' as const,
    url: `/api/payment-methods/${id}/status`,
    payload: payload as object,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
const activeMethods = async () =>
  json<PaymentMethod[]>(
    await t.app.inject({ method: 'GET', url: '/api/payment-methods/active' }),
  ).map((method) => method.method);
const auditEntries = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityType, 'payment_method'))
    .orderBy(auditLog.id);

describe('PUT /api/payment-methods/{id}/status', () => {
  it('switches a method on: the checkout offers it at once, and the change is audited', async () => {
    const response = await setStatus(admin.token, upiId, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(json<PaymentMethod>(response)).toMatchObject({
      id: upiId,
      method: 'upi',
      isActive: true,
    });
    expect(await activeMethods()).toEqual(['cod', 'upi']);
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        entityId: upiId,
        action: 'ACTIVATE',
        changes: { isActive: { before: false, after: true } },
      }),
    ]);
  });

  it('switches cash on delivery off: gone from the checkout, refused by quote and order', async () => {
    await setStatus(admin.token, upiId, { isActive: true });
    const off = await setStatus(admin.token, codId, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(json<PaymentMethod>(off).isActive).toBe(false);
    expect(await activeMethods()).toEqual(['upi']);

    const product = await productFor(t, categoryId, { rupees: 1200 });
    const items = [{ productId: product.id, quantity: 1 }];
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, paymentMethodId: codId },
    });
    expect([quote.statusCode, json(quote).code]).toEqual([422, 'PAYMENT_METHOD_UNAVAILABLE']);
    const withUpi = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: upiId },
      }),
    );
    expect(withUpi).toMatchObject({
      codFee: 0,
      codAvailable: false,
      codMessage: 'This payment method is not available.',
    });
    const placed = await t.app.inject(
      withToken(customer, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: await addressOf(t, customer),
          paymentMethodId: codId,
          totalAmount: 1249,
          items,
        },
      }),
    );
    expect([placed.statusCode, json(placed).code]).toEqual([422, 'PAYMENT_METHOD_UNAVAILABLE']);

    expect((await setStatus(admin.token, codId, { isActive: true })).statusCode).toBe(200);
    expect(await activeMethods()).toEqual(['cod', 'upi']);
    expect((await auditEntries()).map((entry) => [entry.entityId, entry.action])).toEqual([
      [upiId, 'ACTIVATE'],
      [codId, 'DEACTIVATE'],
      [codId, 'ACTIVATE'],
    ]);
  });

  it('refuses to switch off the last active method with 409 LAST_ACTIVE_PAYMENT_METHOD', async () => {
    const response = await setStatus(admin.token, codId, { isActive: false });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      status: 409,
      code: 'LAST_ACTIVE_PAYMENT_METHOD',
      message:
        'Cash on Delivery is the only active payment method. Switch another method on before switching it off, or the checkout would have no way to pay.',
      details: { paymentMethodId: codId },
    });
    expect(await activeMethods()).toEqual(['cod']);
    expect(await auditEntries()).toEqual([]);
  });

  it('changes nothing, and records nothing, when the method is already in that state', async () => {
    const on = await setStatus(admin.token, codId, { isActive: true });
    expect([on.statusCode, json<PaymentMethod>(on).isActive]).toEqual([200, true]);
    const off = await setStatus(admin.token, cardId, { isActive: false });
    expect([off.statusCode, json<PaymentMethod>(off).isActive]).toEqual([200, false]);
    expect(await auditEntries()).toEqual([]);
  });

  it('answers 404 for an unknown method and 400 for a bad id or body', async () => {
    const unknown = await setStatus(admin.token, 999_999, { isActive: true });
    expect([unknown.statusCode, json(unknown).code]).toEqual([404, 'NOT_FOUND']);
    expect(json(unknown).message).toBe('Payment method not found');
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await setStatus(admin.token, id, { isActive: true })).statusCode).toBe(400);
    }
    for (const payload of [{}, { isActive: 'true' }, { isActive: 1 }, { isActive: null }, []]) {
      const response = await setStatus(admin.token, upiId, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        400,
      ]);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await activeMethods()).toEqual(['cod']);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const visitor = await setStatus(null, upiId, { isActive: true });
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const asCustomer = await setStatus(customer, upiId, { isActive: true });
    expect([asCustomer.statusCode, json(asCustomer).code]).toEqual([403, 'FORBIDDEN']);
    expect(await activeMethods()).toEqual(['cod']);
  });
});

describe.runIf(onPostgres)('the last active method under concurrency (PostgreSQL)', () => {
  it('lets one of two admins switching off the last two methods at once succeed', async () => {
    await setStatus(admin.token, upiId, { isActive: true });
    const second = await signedInUser(t, 'ADMIN');
    const responses = await Promise.all([
      setStatus(admin.token, codId, { isActive: false }),
      setStatus(second.token, upiId, { isActive: false }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await activeMethods()).toHaveLength(1);
    const deactivations = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment_method'), eq(auditLog.action, 'DEACTIVATE')));
    expect(deactivations).toHaveLength(1);
  });

  it('switches the test gateway on and off like any method, and refuses Razorpay without its keys', async () => {
    const [test] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.method, 'test_gateway'));
    const [razorpay] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.method, 'razorpay'));
    expect((await setStatus(admin.token, test!.id, { isActive: true })).statusCode).toBe(200);
    expect(await activeMethods()).toEqual(['cod', 'test_gateway']);
    const refused = await setStatus(admin.token, razorpay!.id, { isActive: true });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'GATEWAY_NOT_CONFIGURED' });
    expect(json(refused).message).toContain('RAZORPAY_KEY_ID');
    expect((await setStatus(admin.token, test!.id, { isActive: false })).statusCode).toBe(200);
    expect(await activeMethods()).toEqual(['cod']);
  });
});
