import type { Order, PaymentLedgerEntry, ReturnRequest } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../test/invoice-fixtures.js';
import { productFor } from '../../test/order-fixtures.js';
import { decide, moveOrder, requestReturn } from '../../test/return-fixtures.js';
import { startRazorpayStore, type RazorpayStore, type Shopper } from '../../test/razorpay-store.js';
import { json, signedInUser, withToken } from '../../test/test-app.js';
import { checkPayment } from './order-payment.flow.js';

// Money going back to where it came from (docs/payments.md, "Refunds"): returns refunded in part
// through the gateway, a refund the gateway refuses and an admin retries, the reconciliation of a
// payment whose webhook never came, and the export of payments and refunds.

let store: RazorpayStore;
let admin: Shopper;

beforeAll(async () => {
  store = await startRazorpayStore();
  admin = store.admin;
  await fillInvoiceIdentity(store.t);
});
afterAll(() => store?.close());

/** An order of these products paid through the stand-in's checkout; answers it CONFIRMED. */
async function paidOrder(shopper: Shopper, productIds: number[]): Promise<Order> {
  const response = await store.placeOnline(
    shopper,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  expect(response.statusCode, response.body).toBe(201);
  const order = json<Order & { payment: { gatewayOrderId: string } }>(response);
  const { checkout } = store.standin.pay(order.payment.gatewayOrderId);
  const verified = await store.verify(shopper, order.id, checkout);
  expect(json<Order>(verified)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  return order;
}

async function returnedAndReceived(shopper: Shopper, orderId: number, productId: number) {
  const requested = await requestReturn(store.t, shopper.token, {
    orderId,
    productId,
    reason: 'Defective product',
    type: 'RETURN',
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const request = json<ReturnRequest>(requested);
  expect((await decide(store.t, admin.token, request.id, 'approve')).statusCode).toBe(200);
  const received = await decide(store.t, admin.token, request.id, 'receive', {
    quantityReceived: 1,
  });
  expect(received.statusCode, received.body).toBe(200);
  return request;
}

const retry = (token: string, orderId: number, entryId: number) =>
  store.t.app.inject(
    withToken(token, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/payments/${entryId}/retry`,
    }),
  );

const refundsOf = (ledger: PaymentLedgerEntry[]) => ledger.filter((row) => row.kind === 'REFUND');

describe('refunds to the source', () => {
  it('refunds each returned line through the gateway, names the refund in the mail, and marks the order refunded once all is back', async () => {
    const { t, standin } = store;
    const shopper = await signedInUser(t);
    const ring = await productFor(t, store.categoryId, { rupees: 1000 });
    const attar = await productFor(t, store.categoryId, { rupees: 500 });
    const order = await paidOrder(shopper, [ring.id, attar.id]);
    await moveOrder(t, admin, order.id, 'DELIVERED');
    const paymentId = (await store.ledgerOf(order.id)).find(
      (row) => row.kind === 'CAPTURE',
    )!.gatewayPaymentId!;

    const first = await returnedAndReceived(shopper, order.id, ring.id);
    // An order paid online goes back to its payment: no transfer by hand.
    const byHand = await decide(t, admin.token, first.id, 'complete', {
      refundMethod: 'UPI',
      refundDestination: 'kiran@okbank',
      refundReference: 'UTR 1',
    });
    expect(byHand.statusCode).toBe(400);
    expect(json(byHand)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const completed = await decide(t, admin.token, first.id, 'complete', {});
    expect(completed.statusCode, completed.body).toBe(200);
    const refund = json<ReturnRequest>(completed).refund!;
    expect(refund).toMatchObject({ amount: 1000, method: 'ORIGINAL_PAYMENT' });
    expect(refund.reference).toMatch(new RegExp(`^${order.orderNumber}-R[0-9a-f]{10}$`));
    await t.app.jobs.whenIdle();
    expect(standin.payments.get(paymentId)).toMatchObject({ amount_refunded: 100_000 });
    expect(refundsOf(await store.ledgerOf(order.id))).toEqual([
      expect.objectContaining({ amount: 1000, status: 'processed', reference: refund.reference }),
    ]);
    expect(await store.orderOf(shopper, order.id)).toMatchObject({ paymentStatus: 'PAID' });
    const mail = store
      .mailsAbout(shopper, `request ${first.id}`)
      .find((message) => message.headers.subject?.includes('refund'));
    expect(mail?.text).toContain(`Refund reference: ${refund.reference}`);
    expect(mail?.text).toContain('Paid by: Original payment method.');

    const second = await returnedAndReceived(shopper, order.id, attar.id);
    expect((await decide(t, admin.token, second.id, 'complete', {})).statusCode).toBe(200);
    await t.app.jobs.whenIdle();
    expect(standin.payments.get(paymentId)).toMatchObject({ amount_refunded: 150_000 });
    expect(await store.orderOf(shopper, order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
  });

  it('keeps a refund the gateway refuses as failed, and lets an admin ask again', async () => {
    const { t, standin } = store;
    const shopper = await signedInUser(t);
    const product = await productFor(t, store.categoryId, { rupees: 2200, stock: 2 });
    const order = await paidOrder(shopper, [product.id]);
    standin.refundOutcome = 'failed';
    try {
      await moveOrder(t, admin, order.id, 'CANCELLED');
      await t.app.jobs.whenIdle();
    } finally {
      standin.refundOutcome = 'processed';
    }
    const [failed] = refundsOf(await store.ledgerOf(order.id));
    expect(failed).toMatchObject({ status: 'failed', amount: 2200 });
    expect(await store.orderOf(shopper, order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAID',
    });
    const cancelledMail = store
      .mailsAbout(shopper, order.orderNumber)
      .find((message) => message.headers.subject?.includes('cancelled'));
    expect(cancelledMail?.text).toContain(`Refund reference: ${failed!.reference}`);
    expect(cancelledMail?.text).toContain('we are refunding ₹2,200 to the same payment method');

    // Only an admin, only a failed refund, only of this order.
    expect((await retry(shopper.token, order.id, failed!.id)).statusCode).toBe(403);
    const capture = (await store.ledgerOf(order.id)).find((row) => row.kind === 'CAPTURE')!;
    const notARefund = await retry(admin.token, order.id, capture.id);
    expect(notARefund.statusCode).toBe(409);
    expect(json(notARefund)).toMatchObject({ code: 'CONFLICT' });
    const otherOrder = await paidOrder(shopper, [product.id]);
    expect((await retry(admin.token, otherOrder.id, failed!.id)).statusCode).toBe(404);
    expect((await retry(admin.token, 999_999, failed!.id)).statusCode).toBe(404);
    expect((await retry(admin.token, order.id, 0)).statusCode).toBe(400);

    const retried = await retry(admin.token, order.id, failed!.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(refundsOf(json<PaymentLedgerEntry[]>(retried))).toEqual([
      expect.objectContaining({
        id: failed!.id,
        status: 'requested',
        reference: failed!.reference,
      }),
    ]);
    await t.app.jobs.whenIdle();
    expect(refundsOf(await store.ledgerOf(order.id))).toEqual([
      expect.objectContaining({ id: failed!.id, status: 'processed' }),
    ]);
    expect(await store.orderOf(shopper, order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    expect((await retry(admin.token, order.id, failed!.id)).statusCode).toBe(409);
  });

  it('settles a payment whose webhook never came when the store asks the gateway some minutes on', async () => {
    const { t, standin } = store;
    const shopper = await signedInUser(t);
    const product = await productFor(t, store.categoryId, { rupees: 1300 });
    const order = await store.placed(shopper, product.id);
    const checks = await t.database.db.execute<{ seconds: number }>(
      sql`select extract(epoch from start_after - created_on)::int as seconds from pgboss.job
           where name = 'payment-check' and data->'payload'->>'orderId' = ${String(order.id)}`,
    );
    expect(checks.rows.map((row) => Number(row.seconds))).toEqual([300]);

    standin.pay(order.payment.gatewayOrderId);
    await checkPayment(store.deps(), order.id);
    expect(await store.orderOf(shopper, order.id)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    await checkPayment(store.deps(), order.id);
    await t.app.jobs.whenIdle();
    const ledger = await store.ledgerOf(order.id);
    expect(ledger.filter((row) => row.kind === 'CAPTURE')).toHaveLength(1);
    expect(
      store
        .mailsAbout(shopper, order.orderNumber)
        .filter(
          (message) => message.headers.subject === `Your Attar House order ${order.orderNumber}`,
        ),
    ).toHaveLength(1);
  });
});

describe('the payments export', () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const exportOf = (token: string | null, query: string) =>
    store.t.app.inject({
      method: 'GET',
      url: `/api/admin/payments.csv?${query}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('lists the period’s captures and refunds, refunds negative, for an admin only', async () => {
    const { t } = store;
    const shopper = await signedInUser(t);
    const product = await productFor(t, store.categoryId, { rupees: 1750 });
    const order = await paidOrder(shopper, [product.id]);
    await moveOrder(t, admin, order.id, 'CANCELLED');
    await t.app.jobs.whenIdle();

    const response = await exportOf(admin.token, `from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payments-${today}-to-${today}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Date (India time),Order,Entry,Gateway,Method,Amount (INR),Status,Payment id,Refund id,Gateway order id,Refund reference,Detail',
    );
    const ofOrder = lines.filter((line) => line.includes(`,${order.orderNumber},`));
    expect(ofOrder).toHaveLength(2);
    expect(ofOrder[0]).toContain(',Payment,Razorpay,');
    expect(ofOrder[0]).toContain(',1750.00,captured,');
    expect(ofOrder[1]).toContain(',Refund,Razorpay,');
    expect(ofOrder[1]).toContain(',-1750.00,processed,');

    const yesterday = new Date(`${today}T12:00:00+05:30`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const before = yesterday.toISOString().slice(0, 10);
    const empty = await exportOf(admin.token, `from=${before}&to=${before}`);
    expect(
      empty.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    for (const query of [`from=${today}&to=${before}`, 'from=2026-02-30&to=2026-03-01', '']) {
      const bad = await exportOf(admin.token, query);
      expect(bad.statusCode, query).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await exportOf(null, `from=${today}&to=${today}`)).statusCode).toBe(401);
    expect((await exportOf(shopper.token, `from=${today}&to=${today}`)).statusCode).toBe(403);
  });
});
