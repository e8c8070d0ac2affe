import type { Order, Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf as stockOfProduct } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import {
  adminNotifications,
  orderItems,
  orders,
  promotionRedemptions,
} from '../../db/schema/index.js';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let customer: { id: number; token: string; email: string };
let addressId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  customer = await signedInUser(t);
  addressId = await addressOf(t, customer.token);
});
afterAll(async () => {
  await t.close();
});

const place = (
  token: string,
  payload: unknown,
  headers: Record<string, string> = {},
  url = '/api/order/placeOrder',
) => t.app.inject(withToken(token, { method: 'POST', url, headers, payload: payload as object }));

const stockOf = (id: number) => stockOfProduct(t.database.db, id);

async function orderPayload(items: { productId: number; quantity: number }[], extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items, paymentMethodId: codId, pincode: '400002', ...extra },
  });
  const quote = json<Quote>(response);
  return {
    shippingAddressId: addressId,
    paymentMethodId: codId,
    totalAmount: quote.total,
    // A name and price sent are ignored; a SKU would pick a variant, so none is sent.
    items: items.map((item) => ({ ...item, productName: 'x', price: 1 })),
    ...extra,
  };
}

describe('POST /api/order/placeOrder', () => {
  it('places an order from server prices, ignoring names and prices sent, and takes the stock', async () => {
    const rose = await productFor(t, categoryId, {
      rupees: 1000,
      saleRupees: 899.5,
      stock: 4,
      name: 'Rose Attar',
    });
    const payload = await orderPayload([{ productId: rose.id, quantity: 2 }]);
    expect(payload.items[0]!.price).toBe(1);
    const response = await place(customer.token, payload);
    expect(response.statusCode, response.body).toBe(201);
    const order = json<Order>(response);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^AH-\d{4}-\d{6}$/),
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: { id: codId, method: 'cod', displayName: 'Cash on Delivery' },
      subtotal: 1799,
      discount: 0,
      shippingCharge: 0,
      codFee: 49,
      totalAmount: 1848,
      // The line's GST (274.42) and the COD fee's (7.47), each to the paisa.
      gstIncluded: 281.89,
      deliveredDate: null,
      promoCode: null,
      shippingAddress: {
        fullName: 'Anaya Sharma',
        city: 'Mumbai',
        zipCode: '400002',
        country: 'India',
      },
      customer: { id: customer.id, email: customer.email, fullName: 'Test Shopper' },
    });
    expect(order.orderId).toBe(order.id);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: rose.id,
        name: 'Rose Attar',
        sku: rose.sku,
        quantity: 2,
        price: 899.5,
        lineTotal: 1799,
        discount: 0,
        // 179900 x 18 / 118 = 27442.37 paise
        gstAmount: 274.42,
      }),
    ]);
    expect(order.timeline).toEqual([
      { status: 'PENDING', at: order.orderDate, byRole: 'CUSTOMER', byName: 'Test Shopper' },
    ]);
    expect(await stockOf(rose.id)).toBe(2);
  });

  it('mails the confirmation and writes an admin notification', async () => {
    const musk = await productFor(t, categoryId, { rupees: 600, name: 'White Musk' });
    const response = await place(
      customer.token,
      await orderPayload([{ productId: musk.id, quantity: 1 }]),
    );
    const order = json<Order>(response);
    // The mail is a job of the order's transaction, sent after the answer.
    const mail = await waitForOutboxMail(t.config, customer.email, (subject) =>
      subject.includes(order.orderNumber),
    );
    expect(mail.headers.subject).toBe(`Your Attar House order ${order.orderNumber}`);
    expect(mail?.text).toContain('1 x White Musk');
    expect(mail?.text).toContain('Total: ₹649 (including GST of ₹99');
    expect(mail?.text).toContain(`/profile?placed=${order.id}`);
    const notices = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.refId, order.id));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'NEW_ORDER',
        title: `New order ${order.orderNumber}`,
        link: `/admin/orders?search=${order.orderNumber}`,
        isRead: false,
      }),
    ]);
  });

  it('POST /api/checkout is the same operation', async () => {
    const musk = await productFor(t, categoryId, { rupees: 600 });
    const response = await place(
      customer.token,
      await orderPayload([{ productId: musk.id, quantity: 1 }]),
      {},
      '/api/checkout',
    );
    expect(response.statusCode).toBe(201);
    expect(json<Order>(response).totalAmount).toBe(649);
  });

  it('refuses a total that is not the server total with 409 PRICE_CHANGED and the new quote', async () => {
    const oud = await productFor(t, categoryId, { rupees: 2500, stock: 3 });
    const payload = await orderPayload([{ productId: oud.id, quantity: 1 }]);
    const response = await place(customer.token, { ...payload, totalAmount: 1 });
    expect(response.statusCode).toBe(409);
    const body = json<{ code: string; message: string; details: { quote: Quote } }>(response);
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.message).toBe(
      'Prices in your cart have changed. Review the new total and place the order again.',
    );
    expect(body.details.quote).toMatchObject({ total: 2549, subtotal: 2500, codFee: 49 });
    expect(await stockOf(oud.id)).toBe(3);
  });

  it('refuses more than the stock with 409 INSUFFICIENT_STOCK naming the products, and takes nothing', async () => {
    const a = await productFor(t, categoryId, { rupees: 100, stock: 1, name: 'Amber Drops' });
    const b = await productFor(t, categoryId, { rupees: 100, stock: 5, name: 'Saffron Oil' });
    const response = await place(
      customer.token,
      await orderPayload([
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 2 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message:
        'Some products in your cart are not available in the quantity you asked for. Amber Drops',
      details: { products: [{ productId: a.id, name: 'Amber Drops', requested: 2, available: 1 }] },
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([1, 5]);
  });

  it('applies B2G1 and stores each line with its discount and GST part', async () => {
    const a = await productFor(t, categoryId, { rupees: 1000 });
    const b = await productFor(t, categoryId, { rupees: 500 });
    const payload = await orderPayload(
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      { promoCode: 'B2G1' },
    );
    const response = await place(customer.token, payload);
    expect(response.statusCode, response.body).toBe(201);
    const order = json<Order>(response);
    expect(order).toMatchObject({
      subtotal: 2500,
      discount: 500,
      promoCode: 'B2G1',
      totalAmount: 2049,
    });
    const rows = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(rows.map((row) => [row.productId, row.discountPaise, row.gstPaise])).toEqual([
      [a.id, 0, 30508],
      [b.id, 50000, 0],
    ]);
  });

  it('FLAT50 works once per customer: the second order is 409 PROMO_ALREADY_USED', async () => {
    const shopper = await signedInUser(t);
    const shopperAddress = await addressOf(t, shopper.token);
    const p = await productFor(t, categoryId, { rupees: 1000 });
    const payload = {
      ...(await orderPayload([{ productId: p.id, quantity: 1 }], { promoCode: 'FLAT50' })),
      shippingAddressId: shopperAddress,
    };
    expect(payload.totalAmount).toBe(549);
    const first = await place(shopper.token, payload);
    expect(first.statusCode).toBe(201);
    const second = await place(shopper.token, payload);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      code: 'PROMO_ALREADY_USED',
      message: 'You have already used the promo code FLAT50.',
    });
    const redemptions = await t.database.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.userId, shopper.id));
    expect(redemptions).toHaveLength(1);
  });

  it('refuses unknown promo codes and a B2G1 with too few items with 422 PROMO_INVALID', async () => {
    const p = await productFor(t, categoryId, { rupees: 1000 });
    const bogus = await orderPayload([{ productId: p.id, quantity: 1 }], { promoCode: 'NOPE' });
    const response = await place(customer.token, bogus);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'The promo code NOPE is not valid.',
    });
    const few = await place(
      customer.token,
      await orderPayload([{ productId: p.id, quantity: 2 }], { promoCode: 'B2G1' }),
    );
    expect(json(few)).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'The promo code B2G1 needs at least 3 items in the cart.',
    });
  });

  it('takes the pincode from the address: no delivery there is 422 DELIVERY_UNAVAILABLE', async () => {
    const p = await productFor(t, categoryId, { rupees: 1000 });
    const payload = await orderPayload([{ productId: p.id, quantity: 1 }]);
    // A real pincode the store stops delivering to (Port Blair, by a rule of its own).
    await zoneForPincode(t.database.db, '744101', { deliverable: false, codAvailable: false });
    const islands = await addressOf(t, customer.token, {
      fullName: 'Anaya Sharma',
      addressLine1: 'Unit 56',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      zipCode: '744101',
    });
    const response = await place(customer.token, {
      ...payload,
      shippingAddressId: islands,
      pincode: '400002',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'DELIVERY_UNAVAILABLE',
      message: 'Delivery is not available at your location. Please try another address.',
    });
  });

  it("answers 404 for another customer's address, 422 for an inactive payment method", async () => {
    const other = await signedInUser(t);
    const othersAddress = await addressOf(t, other.token);
    const p = await productFor(t, categoryId, { rupees: 1000 });
    const payload = await orderPayload([{ productId: p.id, quantity: 1 }]);
    const foreign = await place(customer.token, { ...payload, shippingAddressId: othersAddress });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Shipping address not found',
    });
    const method = await place(customer.token, { ...payload, paymentMethodId: 9999 });
    expect(json(method)).toMatchObject({ status: 422, code: 'PAYMENT_METHOD_UNAVAILABLE' });
  });

  it('needs a customer: no token 401, an admin 403', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const p = await productFor(t, categoryId, { rupees: 1000 });
    const response = await place(
      admin.token,
      await orderPayload([{ productId: p.id, quantity: 1 }]),
    );
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Orders are placed from a customer account.');
  });

  it.each([
    [{}, 'shippingAddressId'],
    [{ shippingAddressId: 'one' }, 'shippingAddressId'],
    [{ paymentMethodId: 0 }, 'paymentMethodId'],
    [{ totalAmount: -1 }, 'totalAmount'],
    [{ totalAmount: 10.005 }, 'totalAmount'],
    [{ totalAmount: '649' }, 'totalAmount'],
    [{ items: [] }, 'items'],
    [{ items: [{ productId: 1, quantity: 100 }] }, 'items.0.quantity'],
    [
      {
        items: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 1 },
        ],
      },
      'items',
    ],
    [
      { items: [{ productId: 1, quantity: 1, productName: 'x'.repeat(301) }] },
      'items.0.productName',
    ],
  ])('refuses %j with 400 VALIDATION_FAILED at %s', async (change, path) => {
    const valid = {
      shippingAddressId: addressId,
      paymentMethodId: codId,
      totalAmount: 649,
      items: [{ productId: 1, quantity: 1 }],
    };
    const payload = Object.keys(change).length === 0 ? {} : { ...valid, ...change };
    const response = await place(customer.token, payload);
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((issue) => issue.path)).toContain(path);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order again (200, same body) for the same key and body; 422 for another body', async () => {
    const p = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
    const payload = await orderPayload([{ productId: p.id, quantity: 1 }]);
    const headers = { 'idempotency-key': 'c0ffee00-1111-4222-8333-444455556666' };
    const first = await place(customer.token, payload, headers);
    expect(first.statusCode).toBe(201);
    const again = await place(customer.token, payload, headers);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect(await stockOf(p.id)).toBe(4);
    const other = await place(
      customer.token,
      { ...payload, items: [{ productId: p.id, quantity: 2 }], totalAmount: 2049 },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
    });
    // Keys belong to one customer: another customer's same key is a new order.
    const someoneElse = await signedInUser(t);
    const theirs = { ...payload, shippingAddressId: await addressOf(t, someoneElse.token) };
    expect((await place(someoneElse.token, theirs, headers)).statusCode).toBe(201);
  });

  it('forgets a key after 24 hours, and a failed order does not use the key up', async () => {
    const p = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
    const payload = await orderPayload([{ productId: p.id, quantity: 1 }]);
    const headers = { 'idempotency-key': 'retry-after-failure' };
    expect((await place(customer.token, { ...payload, totalAmount: 1 }, headers)).statusCode).toBe(
      409,
    );
    const first = await place(customer.token, payload, headers);
    expect(first.statusCode).toBe(201);
    await t.database.db.execute(
      `update order_idempotency_keys set created_at = now() - interval '25 hours' where key = 'retry-after-failure'` as never,
    );
    const later = await place(customer.token, payload, headers);
    expect(later.statusCode).toBe(201);
    expect(json<Order>(later).id).not.toBe(json<Order>(first).id);
  });

  it('refuses a malformed key', async () => {
    const response = await place(customer.token, {}, { 'idempotency-key': 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
  });
});

it('orders total in the database match the answers', async () => {
  const rows = await t.database.db.select().from(orders).where(eq(orders.userId, customer.id));
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) {
    expect(row.totalPaise).toBe(
      row.subtotalPaise - row.discountPaise + row.shippingPaise + row.codFeePaise,
    );
  }
});
