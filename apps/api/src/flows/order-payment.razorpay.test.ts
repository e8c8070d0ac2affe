import type { Order, OrderPayment } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStockOf } from '../../test/catalog-fixtures.js';
import { productFor } from '../../test/order-fixtures.js';
import { RAZORPAY_TEST_KEYS, type RazorpayStandin } from '../../test/razorpay-standin.js';
import { startRazorpayStore, type RazorpayStore, type Shopper } from '../../test/razorpay-store.js';
import { json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';

// Paying online through Razorpay (docs/decisions/0047), against a local program that speaks
// Razorpay's REST API and signs its webhooks as Razorpay does: the checkout's signed result, the
// webhook alone, repeats and reversed order, failures, the switch to cash on delivery, the hold's
// end, late payments and refunds.

let store: RazorpayStore;
let t: TestApp;
let standin: RazorpayStandin;
let categoryId: number;
let admin: Shopper;
let placed: RazorpayStore['placed'];
let verify: RazorpayStore['verify'];
let deliver: RazorpayStore['deliver'];
let orderOf: RazorpayStore['orderOf'];
let ledgerOf: RazorpayStore['ledgerOf'];
let confirmations: RazorpayStore['mailsAbout'];
let stockOf: RazorpayStore['stockOf'];
let expireHold: RazorpayStore['expireHold'];

beforeAll(async () => {
  store = await startRazorpayStore();
  ({ t, standin, categoryId, admin, placed, verify, deliver, orderOf, ledgerOf, stockOf } = store);
  ({ expireHold, mailsAbout: confirmations } = store);
});
afterAll(() => store?.close());

describe('the prepaid checkout through Razorpay', () => {
  it('places the order awaiting payment with its stock held, then confirms it by the checkout result', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 2499, stock: 3 });
    const order = await placed(shopper, product.id);
    expect(order).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    expect(order.payment).toMatchObject({
      provider: 'razorpay',
      amount: 249_900,
      currency: 'INR',
      keyId: RAZORPAY_TEST_KEYS.keyId,
      test: false,
    });
    expect(standin.orders.get(order.payment.gatewayOrderId)).toMatchObject({
      amount: 249_900,
      receipt: order.orderNumber,
    });
    expect(await stockOf(product.id)).toBe(2);
    await t.app.jobs.whenIdle();
    expect(confirmations(shopper, order.orderNumber)).toHaveLength(0);

    const { checkout } = standin.pay(order.payment.gatewayOrderId);
    const verified = await verify(shopper, order.id, checkout);
    expect(verified.statusCode).toBe(200);
    expect(json<Order>(verified)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    await t.app.jobs.whenIdle();
    expect(confirmations(shopper, order.orderNumber)).toHaveLength(1);
    expect((await ledgerOf(order.id)).map((row) => row.kind)).toEqual(['GATEWAY_ORDER', 'CAPTURE']);
  });

  it('confirms by the webhook alone, once, however often and in whatever order it comes', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1200, stock: 5 });
    const order = await placed(shopper, product.id);
    const { payment, checkout } = standin.pay(order.payment.gatewayOrderId);
    const captured = standin.signedEvent('payment.captured', { payment }, { eventId: 'evt_cap1' });
    const paid = standin.signedEvent(
      'order.paid',
      { payment, order: standin.orders.get(order.payment.gatewayOrderId) },
      { eventId: 'evt_paid1' },
    );
    // order.paid before payment.captured, then each again and again.
    for (const event of [paid, ...Array.from({ length: 10 }, () => captured), paid]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    // The checkout's result arriving last changes nothing more.
    expect((await verify(shopper, order.id, checkout)).statusCode).toBe(200);
    await t.app.jobs.whenIdle();
    const ledger = await ledgerOf(order.id);
    expect(ledger.filter((row) => row.kind === 'CAPTURE')).toHaveLength(1);
    expect(confirmations(shopper, order.orderNumber)).toHaveLength(1);
    const timeline = (await orderOf(shopper, order.id)).timeline.map((entry) => entry.status);
    expect(timeline).toEqual(['PENDING', 'CONFIRMED']);
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 900, stock: 5 });
    const order = await placed(shopper, product.id);
    const { payment, checkout } = standin.pay(order.payment.gatewayOrderId);
    const event = standin.signedEvent('payment.captured', { payment });
    const forged = await deliver({
      ...event,
      headers: { ...event.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    expect(json(forged)).toMatchObject({ code: 'BAD_SIGNATURE' });
    const unsigned = await deliver({
      body: event.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = await deliver({ ...event, body: event.body.replace('90000', '100') });
    expect(tampered.statusCode).toBe(400);
    const badCheckout = await verify(shopper, order.id, {
      ...checkout,
      razorpay_signature: '0'.repeat(64),
    });
    expect(badCheckout.statusCode).toBe(400);
    expect(json(badCheckout)).toMatchObject({ code: 'BAD_SIGNATURE' });
    // Another shopper cannot verify this order.
    const stranger = await signedInUser(t);
    expect((await verify(stranger, order.id, checkout)).statusCode).toBe(404);
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
  });

  it('refunds a payment whose amount does not match the order, and keeps the order waiting', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1500, stock: 5 });
    const order = await placed(shopper, product.id);
    const { payment } = standin.pay(order.payment.gatewayOrderId, { amount: 100 });
    await deliver(standin.signedEvent('payment.captured', { payment }));
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({ status: 'PENDING' });
    const refunds = [...standin.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(100);
    const refundRow = (await ledgerOf(order.id)).find((row) => row.kind === 'REFUND');
    expect(refundRow).toMatchObject({ status: 'processed', amount: 1 });
  });

  it('lets the shopper try again after a failed payment, or pay on delivery instead', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
    const order = await placed(shopper, product.id);
    const failed = standin.pay(order.payment.gatewayOrderId, { outcome: 'failed' });
    await deliver(standin.signedEvent('payment.failed', { payment: failed.payment }));
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, order.id)).toMatchObject({ status: 'PENDING' });

    const again = await t.app.inject(
      withToken(shopper.token, { method: 'POST', url: `/api/payments/orders/${order.id}/start` }),
    );
    expect(again.statusCode).toBe(200);
    expect(json<OrderPayment>(again).gatewayOrderId).toBe(order.payment.gatewayOrderId);
    const { checkout } = standin.pay(order.payment.gatewayOrderId);
    expect(json<Order>(await verify(shopper, order.id, checkout))).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    expect((await ledgerOf(order.id)).map((row) => row.kind)).toEqual([
      'GATEWAY_ORDER',
      'FAILURE',
      'CAPTURE',
    ]);

    // Another order: the shopper gives up paying online and pays on delivery.
    const second = await placed(shopper, product.id);
    standin.pay(second.payment.gatewayOrderId, { outcome: 'failed' });
    const switched = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/payments/orders/${second.id}/pay-on-delivery`,
      }),
    );
    expect(switched.statusCode).toBe(200);
    expect(json<Order>(switched)).toMatchObject({
      id: second.id,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: { method: 'cod' },
      codFee: 49,
      totalAmount: 1049,
      paymentDueBy: null,
    });
    const afterSwitch = await t.app.inject(
      withToken(shopper.token, { method: 'POST', url: `/api/payments/orders/${second.id}/start` }),
    );
    expect(afterSwitch.statusCode).toBe(409);
    expect(json(afterSwitch)).toMatchObject({ code: 'NOT_AWAITING_PAYMENT' });
    await t.app.jobs.whenIdle();
    expect(confirmations(shopper, second.orderNumber)).toHaveLength(1);
  });

  it('releases the stock when the time to pay runs out, and settles a payment the webhook never reported', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 800, stock: 2 });
    const unpaid = await placed(shopper, product.id);
    expect(await stockOf(product.id)).toBe(1);
    await expireHold(unpaid.id);
    expect(await orderOf(shopper, unpaid.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(product.id)).toBe(2);

    // Paid, but neither the checkout's call nor the webhook reached the store.
    const paidQuietly = await placed(shopper, product.id);
    standin.pay(paidQuietly.payment.gatewayOrderId);
    await expireHold(paidQuietly.id);
    expect(await orderOf(shopper, paidQuietly.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    expect(await stockOf(product.id)).toBe(1);
  });

  it('takes the stock again for a payment after the hold ended, or refunds it when the stock is gone', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 700, stock: 1 });
    const late = await placed(shopper, product.id);
    await expireHold(late.id);
    const { payment } = standin.pay(late.payment.gatewayOrderId);
    await deliver(standin.signedEvent('payment.captured', { payment }));
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, late.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    expect(await stockOf(product.id)).toBe(0);

    const other = await productFor(t, categoryId, { rupees: 650, stock: 1 });
    const tooLate = await placed(shopper, other.id);
    await expireHold(tooLate.id);
    // Someone else buys the last unit meanwhile (stock set to 0 by the admin's edit here).
    await setStockOf(t.database.db, other.id, 0);
    const lost = standin.pay(tooLate.payment.gatewayOrderId);
    await deliver(standin.signedEvent('payment.captured', { payment: lost.payment }));
    await t.app.jobs.whenIdle();
    expect(await orderOf(shopper, tooLate.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect(standin.payments.get(lost.payment.id)).toMatchObject({ amount_refunded: 65_000 });
    expect(await stockOf(other.id)).toBe(0);
  });

  it('answers bad input with 4xx and never a 500', async () => {
    const shopper = await signedInUser(t);
    const bodies = [
      {},
      { orderId: 'x' },
      { orderId: 1, razorpay_order_id: 'a/b', razorpay_payment_id: 'p', razorpay_signature: 's' },
      {
        orderId: 1,
        razorpay_order_id: 'a\u0000',
        razorpay_payment_id: 'p',
        razorpay_signature: 's',
      },
      {
        orderId: 999999,
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 's',
      },
    ];
    for (const payload of bodies) {
      const response = await verify(shopper, 0, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders/1/start',
    });
    expect(anonymous.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('serves the page that opens Razorpay checkout, its script origin admitted there alone', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pay/razorpay/12' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'nonce-");
    expect(policy).toContain('https://checkout.razorpay.com');
    expect(page.body).toContain('src="https://checkout.razorpay.com/v1/checkout.js"');
    expect(page.body).toContain('/api/payments/orders/12/start');
    const storefront = await t.app.inject({ method: 'GET', url: '/api/payment-methods/active' });
    expect(String(storefront.headers['content-security-policy'] ?? '')).not.toContain('razorpay');
    expect((await t.app.inject({ method: 'GET', url: '/pay/razorpay/x' })).statusCode).toBe(400);
  });

  it('refunds a paid order the store cancels through the gateway, and marks it refunded once processed', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1800, stock: 2 });
    const order = await placed(shopper, product.id);
    const { payment, checkout } = standin.pay(order.payment.gatewayOrderId);
    await verify(shopper, order.id, checkout);
    const cancelled = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${order.id}&status=CANCELLED`,
      }),
    );
    expect(json<Order>(cancelled)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAID' });
    await t.app.jobs.whenIdle();
    expect(standin.payments.get(payment.id)).toMatchObject({ amount_refunded: 180_000 });
    expect(await orderOf(shopper, order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    expect(await stockOf(product.id)).toBe(2);
  });
});
