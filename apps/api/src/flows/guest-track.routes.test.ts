import { SHIPMENT_MESSAGES, type ErrorBody, type Order } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { moveOrder } from '../../test/return-fixtures.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';

// A guest finds an order by its number and the email or mobile given with it
// (docs/decisions/0061), on a store that ships by hand (no Shiprocket set up).

type Person = { id: number; token: string; email: string };

let t: TestApp;
let admin: Person;
let shopper: Person;
let order: Order;

beforeAll(async () => {
  t = await createTestApp();
  const { codId, categoryId } = await orderReadyStore(t);
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
  const product = await productFor(t, categoryId, { rupees: 800 });
  const placed = await placedOrder(t, shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  await moveOrder(t, admin, placed.id, 'CONFIRMED');
  const booked = await t.app.inject(
    withToken(admin.token, {
      method: 'POST',
      url: '/api/admin/shipments',
      payload: {
        provider: 'self',
        orderIds: [placed.id],
        manual: [{ orderId: placed.id, courierName: 'Delhivery', awb: 'DL100200300' }],
      },
    }),
  );
  expect(booked.statusCode, booked.body).toBe(200);
  order = placed;
});
afterAll(async () => {
  await t?.close();
});

const track = (payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/order/track', payload, remoteAddress });

describe('POST /api/order/track', () => {
  it('finds the order, with its parcel, by the email given with it, whatever its case', async () => {
    const found = await track({
      orderNumber: order.orderNumber.toLowerCase(),
      contact: `  ${shopper.email.toUpperCase()} `,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(json<Order>(found)).toMatchObject({
      id: order.id,
      status: 'PROCESSING',
      shipment: { courierName: 'Delhivery', awb: 'DL100200300', status: 'BOOKED' },
    });
  });

  it("finds it by the delivery address's mobile, as people type it", async () => {
    for (const contact of ['+91 98765 43210', '098765-43210', '9876543210']) {
      const found = await track({ orderNumber: order.orderNumber, contact });
      expect([contact, found.statusCode]).toEqual([contact, 200]);
    }
  });

  it('answers the same 404 for a wrong contact and a wrong number', async () => {
    for (const payload of [
      { orderNumber: order.orderNumber, contact: 'someone-else@example.in' },
      { orderNumber: order.orderNumber, contact: '9000000000' },
      { orderNumber: order.orderNumber, contact: '43210' },
      { orderNumber: 'AH-2026-999999', contact: shopper.email },
    ]) {
      const missing = await track(payload);
      expect(missing.statusCode).toBe(404);
      expect(json<ErrorBody>(missing)).toMatchObject({
        code: 'NOT_FOUND',
        message: SHIPMENT_MESSAGES.trackNotFound,
      });
    }
  });

  it('refuses bad input with the error body (400)', async () => {
    for (const payload of [
      {},
      { orderNumber: order.orderNumber },
      { orderNumber: order.orderNumber, contact: 'ab' },
      { orderNumber: '', contact: shopper.email },
      { orderNumber: order.orderNumber, contact: 42 },
      { orderNumber: `${order.orderNumber}\u0000`, contact: shopper.email },
    ]) {
      const refused = await track(payload);
      expect([JSON.stringify(payload), refused.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(json<ErrorBody>(refused).code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits the contacts tried against one order number (429)', async () => {
    const guesses = Array.from({ length: 10 }, (_, index) => `guess${index}@example.in`);
    for (const contact of guesses) {
      const guess = await track({ orderNumber: 'AH-2026-424242', contact }, '10.9.9.9');
      expect(guess.statusCode).toBe(404);
    }
    const limited = await track(
      { orderNumber: 'AH-2026-424242', contact: 'x@example.in' },
      '10.9.9.10',
    );
    expect(limited.statusCode).toBe(429);
    expect(json<ErrorBody>(limited).code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/shipping/tracking-webhook without Shiprocket', () => {
  it('is not there (404)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': 'anything' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
