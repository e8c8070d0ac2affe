import type { AdminNotification, Order } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../test/outbox.js';
import { startRazorpayStore, type RazorpayStore } from '../../test/razorpay-store.js';
import { moveOrder } from '../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../test/test-app.js';

// A shopper cancels their own order before it ships (docs/product.md, "Cancelling an order").

type Shopper = { id: number; token: string; email: string };

const cancel = (t: TestApp, token: string, orderId: unknown, payload: unknown) =>
  t.app.inject(
    withToken(token, {
      method: 'POST',
      url: `/api/order/my-orders/${orderId}/cancel`,
      payload: payload as object,
    }),
  );

describe('cancelling one’s own order, paid on delivery', () => {
  let t: TestApp;
  let codId: number;
  let categoryId: number;
  let admin: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
    admin = await signedInUser(t, 'ADMIN');
    shopper = await signedInUser(t);
  });
  afterAll(() => t.close());

  let made = 0;
  async function orderOf(who: Shopper, stock = 5) {
    made += 1;
    const product = await productFor(t, categoryId, {
      rupees: 1200,
      stock,
      name: `Kewra Attar ${made}`,
    });
    const order = await placedOrder(t, who.token, {
      items: [{ productId: product.id, quantity: 2 }],
      paymentMethodId: codId,
    });
    return { product, order };
  }

  it('cancels it with a reason: the stock comes back, the timeline and the order say so, a mail and a staff notice go out', async () => {
    const { product, order } = await orderOf(shopper);
    expect(await stockOf(t.database.db, product.id)).toBe(3);

    const response = await cancel(t, shopper.token, order.id, { reason: 'ORDERED_BY_MISTAKE' });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = json<Order>(response);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'I ordered it by mistake',
    });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      status: 'CANCELLED',
      byRole: 'CUSTOMER',
      byName: 'Test Shopper',
    });
    expect(await stockOf(t.database.db, product.id)).toBe(5);

    const mail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) =>
        subject.includes(order.orderNumber) && subject.toLowerCase().includes('cancelled'),
    );
    expect(mail.text).toContain(
      `As you asked, we cancelled your order ${order.orderNumber} before it shipped (I ordered it by mistake).`,
    );
    expect(mail.text).toContain('so there is nothing to refund');

    const notices = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: '/api/notifications/search?size=50' }),
    );
    const notice = json<{ content: AdminNotification[] }>(notices).content.find(
      (entry) => entry.type === 'ORDER_CANCELLED' && entry.refId === order.id,
    );
    expect(notice).toMatchObject({
      title: `Order ${order.orderNumber} cancelled by the customer`,
      message: `${shopper.email} cancelled it: I ordered it by mistake`,
    });
  });

  it('keeps the shopper’s own words for "Another reason", which needs them', async () => {
    const { order } = await orderOf(shopper);
    const without = await cancel(t, shopper.token, order.id, { reason: 'OTHER' });
    expect(without.statusCode).toBe(400);
    expect(json(without)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'details', message: 'Tell us in a few words why you are cancelling.' }],
    });
    const response = await cancel(t, shopper.token, order.id, {
      reason: 'OTHER',
      details: '  Gifting plans changed  ',
    });
    expect(json<Order>(response).cancelReason).toBe('Another reason: Gifting plans changed');
  });

  it('refuses once the order has shipped, and a second cancellation, with 409', async () => {
    const { order } = await orderOf(shopper);
    await moveOrder(t, admin, order.id, 'SHIPPED');
    const shipped = await cancel(t, shopper.token, order.id, { reason: 'DELIVERY_TOO_SLOW' });
    expect(shipped.statusCode).toBe(409);
    expect(json(shipped)).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message:
        'This order has left our warehouse and can no longer be cancelled. You can return it once it is delivered.',
    });

    const { order: other } = await orderOf(shopper);
    expect((await cancel(t, shopper.token, other.id, { reason: 'FOUND_CHEAPER' })).statusCode).toBe(
      200,
    );
    const again = await cancel(t, shopper.token, other.id, { reason: 'FOUND_CHEAPER' });
    expect([again.statusCode, json(again).message]).toEqual([
      409,
      'This order is already cancelled.',
    ]);
  });

  it('answers another customer’s order as unknown, a visitor 401, and bad input 400', async () => {
    const { product, order } = await orderOf(shopper);
    const stranger = await signedInUser(t);
    const foreign = await cancel(t, stranger.token, order.id, { reason: 'ORDERED_BY_MISTAKE' });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await cancel(t, shopper.token, 99_999_999, { reason: 'OTHER', details: 'x' })).statusCode,
    ).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/order/my-orders/${order.id}/cancel`,
      payload: { reason: 'ORDERED_BY_MISTAKE' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const [id, body] of [
      ['abc', { reason: 'ORDERED_BY_MISTAKE' }],
      [order.id, {}],
      [order.id, { reason: 'BORED' }],
      [order.id, { reason: 42 }],
      [order.id, { reason: 'OTHER', details: 'x'.repeat(501) }],
      [order.id, { reason: 'OTHER', details: 'why\u0000not' }],
      [order.id, { reason: 'OTHER', details: ['a'] }],
    ] as const) {
      const response = await cancel(t, shopper.token, id, body);
      expect([JSON.stringify(body), response.statusCode, json(response).code]).toEqual([
        JSON.stringify(body),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    // None of it touched the order.
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it.skipIf(!onPostgres)(
    'cancelled twice at once: one cancellation, the stock back once (PostgreSQL)',
    async () => {
      const { product, order } = await orderOf(shopper);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          cancel(t, shopper.token, order.id, { reason: 'ORDERED_BY_MISTAKE' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200,
        ...Array<number>(9).fill(409),
      ]);
      expect(await stockOf(t.database.db, product.id)).toBe(5);
    },
  );
});

describe('cancelling one’s own order paid online', () => {
  let store: RazorpayStore;
  beforeAll(async () => {
    store = await startRazorpayStore();
  });
  afterAll(() => store?.close());

  it('refunds the payment through the gateway and says so in the mail', async () => {
    const { t, standin } = store;
    const shopper = await signedInUser(t);
    const product = await productFor(t, store.categoryId, { rupees: 2200, stock: 4 });
    const placed = await store.placeOnline(shopper, [{ productId: product.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<Order & { payment: { gatewayOrderId: string } }>(placed);
    const { checkout } = standin.pay(order.payment.gatewayOrderId);
    expect((await store.verify(shopper, order.id, checkout)).statusCode).toBe(200);

    const response = await cancel(t, shopper.token, order.id, { reason: 'CHANGE_ORDER' });
    expect(response.statusCode, response.body).toBe(200);
    const refunds = (await store.ledgerOf(order.id)).filter((row) => row.kind === 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: order.totalAmount });
    expect(await store.stockOf(product.id)).toBe(4);
    const mail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) =>
        subject.includes(order.orderNumber) && subject.toLowerCase().includes('cancelled'),
    );
    expect(mail.text).toContain('we are refunding ₹2,200 to the same payment method');
  });
});
