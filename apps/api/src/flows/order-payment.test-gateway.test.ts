import type { Order, OrderPayment, PaymentLedgerEntry } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { outboxMails } from '../../test/outbox.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';
import { paymentMethods } from '../db/schema/index.js';

// The embedded default: with no gateway keys, the store's own test gateway takes the prepaid
// checkout end to end (its page, its signed result, its event), marked TEST, moving no money.

let t: TestApp;
let categoryId: number;
let testGatewayId: number;
let admin: { token: string };

type Shopper = Awaited<ReturnType<typeof signedInUser>>;
type PlacedOnline = Order & { payment: OrderPayment };

beforeAll(async () => {
  t = await createTestApp();
  ({ categoryId } = await orderReadyStore(t));
  const [row] = await t.database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.method, 'test_gateway'));
  testGatewayId = row!.id;
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t?.close();
});

async function place(shopper: Shopper, productId: number, addressId?: number) {
  const quote = json<{ total: number }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [{ productId, quantity: 1 }],
        paymentMethodId: testGatewayId,
        pincode: '400002',
      },
    }),
  );
  return t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: addressId ?? (await addressOf(t, shopper.token)),
        paymentMethodId: testGatewayId,
        totalAmount: quote.total,
        items: [{ productId, quantity: 1 }],
      },
    }),
  );
}

const choose = (checkoutUrl: string, outcome: string, back?: string) => {
  const url = new URL(checkoutUrl, 'http://store');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      outcome,
      return: back ?? url.searchParams.get('return') ?? '',
    }).toString(),
  });
};

async function orderOf(shopper: Shopper, id: number): Promise<Order> {
  return json<Order>(
    await t.app.inject(
      withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${id}` }),
    ),
  );
}

describe('the built-in test gateway', () => {
  it('is offered with zero set-up and marked TEST', async () => {
    const methods = json<{ method: string; displayName: string; description: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/payment-methods/active' }),
    );
    expect(methods.find((method) => method.method === 'test_gateway')).toMatchObject({
      displayName: 'Pay online (test mode)',
    });
    expect(methods.map((method) => method.method)).not.toContain('razorpay');
  });

  it('takes a payment on its own page, returns to the checkout signed, and confirms the order once', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 3100, stock: 4 });
    const placed = await place(shopper, product.id);
    expect(placed.statusCode).toBe(201);
    const order = json<PlacedOnline>(placed);
    expect(order.payment).toMatchObject({ provider: 'test', amount: 310_000, test: true });
    expect(order.payment.checkoutUrl).toBe(
      `/test-gateway/checkout/${order.payment.gatewayOrderId}?return=${encodeURIComponent(`/checkout/payment/${order.id}`)}`,
    );

    const page = await t.app.inject({ method: 'GET', url: order.payment.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('TEST');
    expect(page.body).toContain('₹3,100');
    expect(page.body).toContain(order.orderNumber);

    const paid = await choose(order.payment.checkoutUrl, 'succeed');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location), 'http://store');
    expect(back.pathname).toBe(`/checkout/payment/${order.id}`);
    // The page's event alone confirms the order (the shopper may close the tab here).
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    const verified = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/payments/razorpay/verify',
        payload: { orderId: order.id, ...Object.fromEntries(back.searchParams) },
      }),
    );
    expect(verified.statusCode).toBe(200);
    expect(json<Order>(verified)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    await t.app.jobs.whenIdle();
    const mails = outboxMails(t.config, shopper.email).filter((mail) =>
      mail.headers.subject?.includes(order.orderNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Pay online (test mode)');
    const ledger = json<PaymentLedgerEntry[]>(
      await t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}/payments` }),
      ),
    );
    expect(ledger.map((row) => [row.kind, row.provider, row.amount])).toEqual([
      ['GATEWAY_ORDER', 'test', 3100],
      ['CAPTURE', 'test', 3100],
    ]);
    // Paid: the page refuses a second payment.
    const again = await choose(order.payment.checkoutUrl, 'succeed');
    expect(again.statusCode).toBe(409);
  });

  it('can fail or be left, and the shopper can pay again on the same order', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 999, stock: 4 });
    const order = json<PlacedOnline>(await place(shopper, product.id));
    const failed = await choose(order.payment.checkoutUrl, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/checkout/payment/${order.id}?payment=failed`);
    const left = await choose(order.payment.checkoutUrl, 'cancel');
    expect(left.headers.location).toBe(`/checkout/payment/${order.id}?payment=cancelled`);
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
    expect((await orderOf(shopper, order.id)).paymentDueBy).toBeTruthy();

    const restarted = await t.app.inject(
      withToken(shopper.token, { method: 'POST', url: `/api/payments/orders/${order.id}/start` }),
    );
    expect(json<OrderPayment>(restarted).checkoutUrl).toBe(order.payment.checkoutUrl);
    expect((await choose(order.payment.checkoutUrl, 'succeed')).statusCode).toBe(303);
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('returns only to the checkout, and answers unknown payments with 404', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 500, stock: 4 });
    const order = json<PlacedOnline>(await place(shopper, product.id));
    const elsewhere = await choose(order.payment.checkoutUrl, 'cancel', 'https://evil.example/');
    expect(elsewhere.headers.location).toBe('/profile?payment=cancelled');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/test-gateway/checkout/order_test_000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/test-gateway/checkout/..%2F..%2Fapi',
    });
    expect(malformed.statusCode).toBe(400);
    const badOutcome = await choose(order.payment.checkoutUrl, 'steal');
    expect(badOutcome.statusCode).toBe(400);
    // Another shopper can neither reopen nor switch this order.
    const stranger = await signedInUser(t);
    for (const path of ['start', 'pay-on-delivery']) {
      const response = await t.app.inject(
        withToken(stranger.token, {
          method: 'POST',
          url: `/api/payments/orders/${order.id}/${path}`,
        }),
      );
      expect(response.statusCode).toBe(404);
    }
    // An admin reads the ledger; a shopper cannot.
    const forbidden = await t.app.inject(
      withToken(shopper.token, { method: 'GET', url: `/api/admin/orders/${order.id}/payments` }),
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('sells 5 units to 5 of 100 checkouts at once, each paid once, none oversold', async () => {
    const product = await productFor(t, categoryId, { rupees: 1999, stock: 5 });
    // 20 shoppers, each checking out 5 times at once (from 5 tabs, say).
    const people: Shopper[] = [];
    for (let index = 0; index < 20; index += 1) people.push(await signedInUser(t));
    const homes = await Promise.all(people.map((shopper) => addressOf(t, shopper.token)));
    const shoppers = Array.from({ length: 100 }, (_, index) => people[index % 20]!);
    const addresses = Array.from({ length: 100 }, (_, index) => homes[index % 20]!);
    const responses = await Promise.all(
      shoppers.map((shopper, index) => place(shopper, product.id, addresses[index])),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed).toHaveLength(5);
    expect(
      responses.filter((response) => response.statusCode === 409).map((r) => json(r).code),
    ).toEqual(Array(95).fill('INSUFFICIENT_STOCK'));
    await Promise.all(
      placed.map((response) => choose(json<PlacedOnline>(response).payment.checkoutUrl, 'succeed')),
    );
    await t.app.jobs.whenIdle();
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    for (const [index, response] of responses.entries()) {
      if (response.statusCode !== 201) continue;
      const order = await orderOf(shoppers[index]!, json<Order>(response).id);
      expect(order).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    }
  });
});
