import type {
  AdminOrder,
  ErrorBody,
  Order,
  OrderPayment,
  PaymentLedgerEntry,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../test/catalog-fixtures.js';
import { fillInvoiceIdentity } from '../../test/invoice-fixtures.js';
import { placedOrder, productFor } from '../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../test/outbox.js';
import { moveOrder } from '../../test/return-fixtures.js';
import {
  bookWithShiprocket,
  confirmedCodOrder,
  minutesIn,
  SHIPROCKET_STATUS,
  shiprocketStore,
  trackingWebhook,
  type Person,
  type ShiprocketStore,
} from '../../test/shipment-fixtures.js';
import { json, signedInUser, withToken } from '../../test/test-app.js';
import { paymentMethods } from '../db/schema/index.js';

// A parcel returned to the store undelivered (RTO, docs/decisions/0061): the courier's reports
// move the order to RETURNED_TO_ORIGIN; the admin's receipt puts the stock back, refunds what was
// paid online and credits the invoice, once.

let store: ShiprocketStore;
let admin: Person;
let shopper: Person;

beforeAll(async () => {
  store = await shiprocketStore();
  await fillInvoiceIdentity(store.t);
  admin = await signedInUser(store.t, 'ADMIN');
  shopper = await signedInUser(store.t);
});
afterAll(async () => {
  await store?.close();
});

async function report(awb: string, status: keyof typeof SHIPROCKET_STATUS, minute: number) {
  const response = await trackingWebhook(store, {
    awb,
    ...SHIPROCKET_STATUS[status],
    at: minutesIn(minute),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The order's parcel goes out, fails at the door, and the courier brings it back. */
async function returnedParcel(awb: string) {
  await report(awb, 'pickedUp', 1);
  await report(awb, 'undelivered', 2);
  await report(awb, 'rtoInitiated', 3);
}

const receive = (orderId: number, token = admin.token) =>
  store.t.app.inject(
    withToken(token, { method: 'POST', url: `/api/admin/orders/${orderId}/rto-received` }),
  );

const orderOf = async (orderId: number) =>
  json<Order>(
    await store.t.app.inject(
      withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${orderId}` }),
    ),
  );

const noticesAbout = async (orderNumber: string) =>
  json<{ content: { type: string; title: string }[] }>(
    await store.t.app.inject(
      withToken(admin.token, {
        method: 'GET',
        url: `/api/notifications/search?keyword=${orderNumber}`,
      }),
    ),
  ).content.map((notice) => notice.title);

/** An order paid through the built-in test gateway, its payment captured: CONFIRMED and PAID. */
async function paidOnlineOrder(productId: number): Promise<Order> {
  const [method] = await store.t.database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.method, 'test_gateway'));
  const order = (await placedOrder(store.t, shopper.token, {
    items: [{ productId, quantity: 1 }],
    paymentMethodId: method!.id,
  })) as Order & { payment: OrderPayment };
  const checkout = new URL(order.payment.checkoutUrl, 'http://store');
  const paid = await store.t.app.inject({
    method: 'POST',
    url: checkout.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      outcome: 'succeed',
      return: checkout.searchParams.get('return') ?? '',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  await store.t.app.jobs.whenIdle();
  const confirmed = await orderOf(order.id);
  expect(confirmed).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  return confirmed;
}

describe('a parcel returned to origin', () => {
  it('moves a cash order back, tells the staff, and takes the parcel back in once', async () => {
    const { order, productId } = await confirmedCodOrder(store, shopper, admin, 2);
    const awb = await bookWithShiprocket(store.t, admin, order.id);
    expect(await stockOf(store.t.database.db, productId)).toBe(8);
    await returnedParcel(awb);

    const returning = await orderOf(order.id);
    expect(returning).toMatchObject({ status: 'RETURNED_TO_ORIGIN', rtoReceivedAt: null });
    expect(returning.shipment).toMatchObject({ status: 'RTO_INITIATED', deliveryIssue: null });
    const mail = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} is coming back to us`),
    );
    expect(mail.text).toContain('so there is nothing to refund');
    expect(await noticesAbout(order.orderNumber)).toContain(
      `Parcel returning: order ${order.orderNumber}`,
    );
    await report(awb, 'rtoDelivered', 4);
    expect(await noticesAbout(order.orderNumber)).toContain(
      `Parcel back: order ${order.orderNumber}`,
    );

    const support = await signedInUser(store.t, 'ADMIN', 'SUPPORT');
    const notPermitted = await receive(order.id, support.token);
    expect(notPermitted.statusCode).toBe(403);
    expect(json<ErrorBody>(notPermitted).code).toBe('NOT_PERMITTED');
    expect((await receive(order.id, shopper.token)).statusCode).toBe(403);

    const received = await receive(order.id);
    expect(received.statusCode, received.body).toBe(200);
    const body = json<AdminOrder>(received);
    expect(body.rtoReceivedAt).toEqual(expect.any(String));
    expect(body.shipment!.rtoReceivedAt).toBe(body.rtoReceivedAt);
    // Every rupee of the invoice taken back: goods, shipping and the COD fee.
    expect(body.creditNotes).toEqual([
      expect.objectContaining({ creditNoteNumber: expect.stringMatching(/^CN\//) }),
    ]);
    expect(body.creditNotes![0]!.amount).toBe(body.totalAmount);
    expect(await stockOf(store.t.database.db, productId)).toBe(10);
    const back = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} is back with us`),
    );
    expect(back.text).toContain('so there is nothing to refund');

    const again = await receive(order.id);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).code).toBe('ALREADY_RECEIVED');
    expect(await stockOf(store.t.database.db, productId)).toBe(10);
  });

  it('refunds a prepaid order in full when its parcel is received back', async () => {
    const product = await productFor(store.t, store.categoryId, { rupees: 2400, stock: 3 });
    const order = await paidOnlineOrder(product.id);
    const awb = await bookWithShiprocket(store.t, admin, order.id);
    await returnedParcel(awb);
    const returning = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} is coming back to us`),
    );
    expect(returning.text).toContain('we will refund all of it');

    const received = await receive(order.id);
    expect(received.statusCode, received.body).toBe(200);
    await store.t.app.jobs.whenIdle();
    const ledger = json<PaymentLedgerEntry[]>(
      await store.t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}/payments` }),
      ),
    );
    const refunds = ledger.filter((entry) => entry.kind === 'REFUND');
    expect(refunds).toEqual([expect.objectContaining({ amount: order.totalAmount })]);
    expect(await stockOf(store.t.database.db, product.id)).toBe(3);
    const mail = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} is back with us`),
    );
    expect(mail.text).toContain(`Refund reference: ${refunds[0]!.reference}`);
    expect((await orderOf(order.id)).paymentStatus).toBe('REFUNDED');
  });

  it('takes back an order the admin marked returned by hand, with no parcel booked', async () => {
    const { order, productId } = await confirmedCodOrder(store, shopper, admin);
    const notReturned = await receive(order.id);
    expect(notReturned.statusCode).toBe(409);
    expect(json<ErrorBody>(notReturned).code).toBe('NOT_RETURNED');

    await moveOrder(store.t, admin, order.id, 'SHIPPED');
    const returned = await moveOrder(store.t, admin, order.id, 'RETURNED_TO_ORIGIN');
    expect(returned.status).toBe('RETURNED_TO_ORIGIN');
    expect(await stockOf(store.t.database.db, productId)).toBe(9);
    const received = await receive(order.id);
    expect(received.statusCode, received.body).toBe(200);
    expect(json<AdminOrder>(received)).toMatchObject({ shipment: null });
    expect(await stockOf(store.t.database.db, productId)).toBe(10);
    expect((await receive(order.id)).statusCode).toBe(409);
    expect((await receive(99_999_999)).statusCode).toBe(404);
  });
});
