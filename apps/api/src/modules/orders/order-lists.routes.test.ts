import type { Order, OrderStatus, Page, Quote } from '@attar/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf as stockOfProduct } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { promotionRedemptions } from '../../db/schema/index.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let anaya: { id: number; token: string; email: string };
let ravi: { id: number; token: string; email: string };
let admin: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  anaya = await signedInUser(t);
  ravi = await signedInUser(t);
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

async function orderFor(
  who: { token: string },
  items: { productId: number; quantity: number }[],
  promoCode?: string,
): Promise<Order> {
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, paymentMethodId: codId, pincode: '400002', promoCode },
    }),
  );
  const response = await t.app.inject(
    withToken(who.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, who.token),
        paymentMethodId: codId,
        totalAmount: quote.total,
        items,
        promoCode,
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Order>(response);
}

const get = (token: string, url: string) => t.app.inject(withToken(token, { method: 'GET', url }));
const setStatus = (token: string, orderId: number, status: string) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    }),
  );
const stockOf = (id: number) => stockOfProduct(t.database.db, id);

describe('customer orders', () => {
  let roseOrder: Order;
  let oudOrder: Order;

  beforeAll(async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, name: 'Rose Attar' });
    const oud = await productFor(t, categoryId, { rupees: 2000, name: 'Cambodian Oud' });
    roseOrder = await orderFor(anaya, [{ productId: rose.id, quantity: 1 }]);
    oudOrder = await orderFor(anaya, [{ productId: oud.id, quantity: 1 }]);
    await orderFor(ravi, [{ productId: rose.id, quantity: 1 }]);
  });

  it('lists only my orders, newest first, in a page object', async () => {
    const response = await get(anaya.token, '/api/order/my-orders/search');
    expect(response.statusCode).toBe(200);
    const page = json<Page<Order>>(response);
    expect(page).toMatchObject({
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
      empty: false,
    });
    expect(page.content.map((order) => order.id)).toEqual([oudOrder.id, roseOrder.id]);
    const second = json<Page<Order>>(
      await get(anaya.token, '/api/order/my-orders/search?page=1&size=1'),
    );
    expect(second.content.map((order) => order.id)).toEqual([roseOrder.id]);
  });

  it('query matches the order number or a product name; status and dates filter', async () => {
    const search = async (qs: string) =>
      json<Page<Order>>(await get(anaya.token, `/api/order/my-orders/search?${qs}`)).content.map(
        (o) => o.id,
      );
    expect(await search('query=oud')).toEqual([oudOrder.id]);
    expect(await search(`query=${roseOrder.orderNumber.toLowerCase()}`)).toEqual([roseOrder.id]);
    expect(await search('query=100%25')).toEqual([]);
    expect(await search('status=PENDING')).toHaveLength(2);
    expect(await search('status=SHIPPED')).toEqual([]);
    expect(await search('status=')).toHaveLength(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await search(`fromDate=${today}&toDate=${today}`)).toHaveLength(2);
    expect(await search('toDate=2020-01-01')).toEqual([]);
    expect(await search('fromDate=2999-01-01')).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const qs of [
      'fromDate=yesterday',
      'toDate=2026-02-30x',
      'status=LOST',
      'size=101',
      'page=-1',
    ]) {
      const response = await get(anaya.token, `/api/order/my-orders/search?${qs}`);
      expect(response.statusCode, qs).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('tracks my order by id or order number with items and timeline; another customer gets 404', async () => {
    const byId = await get(anaya.token, `/api/order/my-orders/track/${roseOrder.id}`);
    expect(byId.statusCode).toBe(200);
    expect(json<Order>(byId)).toMatchObject({
      id: roseOrder.id,
      items: [{ name: 'Rose Attar' }],
      timeline: [{ status: 'PENDING' }],
    });
    const byNumber = await get(
      anaya.token,
      `/api/order/my-orders/track/${roseOrder.orderNumber.toLowerCase()}`,
    );
    expect(json<Order>(byNumber).id).toBe(roseOrder.id);
    for (const id of [String(roseOrder.id), roseOrder.orderNumber, '999999', 'AH-0000-000000']) {
      const foreign = await get(ravi.token, `/api/order/my-orders/track/${id}`);
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign)).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    }
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/my-orders/search' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/my-orders/track/1' })).statusCode,
    ).toBe(401);
  });
});

describe('admin orders', () => {
  it('searches every order by order number, customer email or name, status and date', async () => {
    const p = await productFor(t, categoryId, { rupees: 500 });
    const order = await orderFor(ravi, [{ productId: p.id, quantity: 1 }]);
    const search = async (qs: string) =>
      json<Page<Order>>(await get(admin.token, `/api/order/adminSearch?${qs}`));
    const all = await search('');
    expect(all.totalElements).toBeGreaterThanOrEqual(1);
    expect(all.content[0]!.id).toBe(order.id);
    expect((await search(`search=${order.orderNumber}`)).content.map((o) => o.id)).toEqual([
      order.id,
    ]);
    const byEmail = await search(`search=${encodeURIComponent(ravi.email.toUpperCase())}`);
    expect(byEmail.content.every((o) => o.customer.email === ravi.email)).toBe(true);
    expect(byEmail.content.length).toBeGreaterThan(0);
    expect((await search('search=test%20shopper')).totalElements).toBe(all.totalElements);
    expect((await search('status=DELIVERED')).content).toEqual([]);
    expect((await search('fromDate=2999-01-01')).content).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await get(anaya.token, '/api/order/adminSearch')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/adminSearch' })).statusCode).toBe(
      401,
    );
    expect((await setStatus(anaya.token, 1, 'CONFIRMED')).statusCode).toBe(403);
  });

  it('moves an order forward with skips; DELIVERED sets the date and marks COD paid', async () => {
    const p = await productFor(t, categoryId, { rupees: 500 });
    const order = await orderFor(anaya, [{ productId: p.id, quantity: 1 }]);
    const confirmed = await setStatus(admin.token, order.id, 'CONFIRMED');
    expect(confirmed.statusCode).toBe(200);
    expect(json<Order>(confirmed)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PENDING',
      deliveredDate: null,
    });
    const shipped = json<Order>(await setStatus(admin.token, order.id, 'SHIPPED'));
    expect(shipped.status).toBe('SHIPPED');
    const delivered = json<Order>(await setStatus(admin.token, order.id, 'DELIVERED'));
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      deliveredDate: expect.any(String),
    });
    expect(delivered.timeline.map((entry) => [entry.status, entry.byRole, entry.byName])).toEqual([
      ['PENDING', 'CUSTOMER', 'Test Shopper'],
      ['CONFIRMED', 'ADMIN', 'Test Admin'],
      ['SHIPPED', 'ADMIN', 'Test Admin'],
      ['DELIVERED', 'ADMIN', 'Test Admin'],
    ]);
    // The customer sees the same timeline.
    const tracked = json<Order>(await get(anaya.token, `/api/order/my-orders/track/${order.id}`));
    expect(tracked.timeline).toHaveLength(4);
  });

  const refused: [OrderStatus[], OrderStatus][] = [
    [['CONFIRMED'], 'PENDING'],
    [['CONFIRMED'], 'CONFIRMED'],
    [['SHIPPED'], 'CANCELLED'],
    [['OUT_FOR_DELIVERY'], 'CANCELLED'],
    [['OUT_FOR_DELIVERY'], 'SHIPPED'],
    [['DELIVERED'], 'CANCELLED'],
    [['DELIVERED'], 'OUT_FOR_DELIVERY'],
    [['CANCELLED'], 'CONFIRMED'],
    [['CANCELLED'], 'CANCELLED'],
  ];
  it.each(refused)('after %j refuses %s with 409 INVALID_STATUS_TRANSITION', async (path, next) => {
    const p = await productFor(t, categoryId, { rupees: 500 });
    const order = await orderFor(anaya, [{ productId: p.id, quantity: 1 }]);
    for (const status of path)
      expect((await setStatus(admin.token, order.id, status)).statusCode).toBe(200);
    const response = await setStatus(admin.token, order.id, next);
    expect(response.statusCode).toBe(409);
    const current = path.at(-1);
    expect(json(response)).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: `An order that is ${current} cannot become ${next}.`,
      details: { from: current, to: next },
    });
  });

  it.each(['PENDING', 'CONFIRMED', 'PROCESSING'] as OrderStatus[])(
    'cancels from %s: stock and the FLAT50 redemption come back',
    async (from) => {
      const shopper = await signedInUser(t);
      const p = await productFor(t, categoryId, { rupees: 800, stock: 5 });
      const order = await orderFor(shopper, [{ productId: p.id, quantity: 3 }], 'FLAT50');
      expect(await stockOf(p.id)).toBe(2);
      if (from !== 'PENDING') await setStatus(admin.token, order.id, from);
      const cancelled = await setStatus(admin.token, order.id, 'CANCELLED');
      expect(cancelled.statusCode).toBe(200);
      expect(json<Order>(cancelled)).toMatchObject({
        status: 'CANCELLED',
        paymentStatus: 'PENDING',
      });
      expect(await stockOf(p.id)).toBe(5);
      const left = await t.database.db
        .select()
        .from(promotionRedemptions)
        .where(
          and(eq(promotionRedemptions.orderId, order.id), isNull(promotionRedemptions.releasedAt)),
        );
      expect(left).toEqual([]);
      // The code may be used again.
      await orderFor(shopper, [{ productId: p.id, quantity: 1 }], 'FLAT50');
    },
  );

  it('answers 404 for an unknown order and 400 for bad parameters', async () => {
    const missing = await setStatus(admin.token, 999999, 'CONFIRMED');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Order not found');
    for (const qs of [
      'orderId=abc&status=CONFIRMED',
      'orderId=1&status=LOST',
      'orderId=1',
      'status=CONFIRMED',
    ]) {
      const response = await t.app.inject(
        withToken(admin.token, { method: 'PUT', url: `/api/order/admin/order/status?${qs}` }),
      );
      expect(response.statusCode, qs).toBe(400);
    }
  });
});
