import type { AdminOrder, ErrorBody, Order } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../test/invoice-fixtures.js';
import { outboxMails, waitForOutboxMail } from '../../test/outbox.js';
import {
  bookWithShiprocket,
  confirmedCodOrder,
  minutesIn,
  SHIPROCKET_STATUS,
  shiprocketStore,
  trackingWebhook,
  WEBHOOK_TOKEN,
  type Person,
  type ShiprocketStore,
} from '../../test/shipment-fixtures.js';
import { json, signedInUser, withToken } from '../../test/test-app.js';
import { shipmentEvents, shipments } from '../db/schema/index.js';

// Shiprocket's tracking webhooks applied to orders (docs/decisions/0061): the store speaks to a
// local program that speaks Shiprocket's API and sends its webhooks, never to Shiprocket.

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

/** A COD order of the shopper, confirmed and booked through Shiprocket. */
async function bookedOrder(): Promise<{ order: Order; awb: string }> {
  const { order } = await confirmedCodOrder(store, shopper, admin);
  return { order, awb: await bookWithShiprocket(store.t, admin, order.id) };
}

async function report(awb: string, status: keyof typeof SHIPROCKET_STATUS, minute: number) {
  const response = await trackingWebhook(store, {
    awb,
    ...SHIPROCKET_STATUS[status],
    at: minutesIn(minute),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ applied: number }>(response).applied;
}

const orderOf = async (orderId: number, token = shopper.token) =>
  json<Order>(
    await store.t.app.inject(
      withToken(token, { method: 'GET', url: `/api/order/my-orders/track/${orderId}` }),
    ),
  );

const mailsWith = (subject: string) =>
  outboxMails(store.t.config, shopper.email).filter((mail) =>
    mail.headers.subject?.includes(subject),
  );

describe('POST /api/shipping/tracking-webhook', () => {
  it("moves the order along the courier's reports, with the invoice and the shopper's mails", async () => {
    const { order, awb } = await bookedOrder();

    expect(await report(awb, 'pickedUp', 1)).toBe(1);
    const shipped = await orderOf(order.id);
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.shipment).toMatchObject({ awb, status: 'PICKED_UP' });
    const courierName = shipped.shipment!.courierName;
    expect(shipped.timeline.at(-1)).toMatchObject({
      status: 'SHIPPED',
      byRole: 'SYSTEM',
      byName: courierName,
    });
    const adminView = json<AdminOrder>(
      await store.t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}` }),
      ),
    );
    expect(adminView.invoice?.invoiceNumber).toMatch(/^AH\//);
    const shippedMail = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} has shipped`),
    );
    expect(shippedMail.text).toContain(`${courierName}, AWB (tracking number) ${awb}`);
    expect(shippedMail.text).toContain(shipped.shipment!.trackingUrl!);

    expect(await report(awb, 'inTransit', 2)).toBe(1);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'SHIPPED',
      shipment: { status: 'IN_TRANSIT' },
    });
    expect(await report(awb, 'outForDelivery', 3)).toBe(1);
    expect((await orderOf(order.id)).status).toBe('OUT_FOR_DELIVERY');
    expect(await report(awb, 'delivered', 4)).toBe(1);
    const delivered = await orderOf(order.id);
    expect(delivered).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    expect(delivered.shipment!.events.map((event) => event.status)).toEqual([
      'BOOKED',
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`${order.orderNumber} is delivered`),
    );
    expect(mailsWith(`${order.orderNumber} is out for delivery`)).toHaveLength(1);
  });

  it('applies a report delivered twice once: one event, one move, one mail', async () => {
    const { order, awb } = await bookedOrder();
    expect(await report(awb, 'pickedUp', 5)).toBe(1);
    expect(await report(awb, 'pickedUp', 5)).toBe(0);
    const [parcel] = await store.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    const rows = await store.t.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, parcel!.id));
    expect(rows.map((row) => row.status)).toEqual(['BOOKED', 'PICKED_UP']);
    const timeline = (await orderOf(order.id)).timeline;
    expect(timeline.filter((entry) => entry.status === 'SHIPPED')).toHaveLength(1);
    await store.t.app.jobs.whenIdle();
    expect(mailsWith(`${order.orderNumber} has shipped`)).toHaveLength(1);
  });

  it('leaves a delivered order delivered when an older report comes late', async () => {
    const { order, awb } = await bookedOrder();
    expect(await report(awb, 'delivered', 10)).toBe(1);
    expect(await report(awb, 'outForDelivery', 9)).toBe(1);
    const delivered = await orderOf(order.id);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.shipment!.status).toBe('DELIVERED');
    expect(delivered.shipment!.events.map((event) => event.status)).toEqual([
      'BOOKED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    await store.t.app.jobs.whenIdle();
    expect(mailsWith(`${order.orderNumber} is out for delivery`)).toHaveLength(0);
  });

  it('refuses a report without the right token (401), and a body that is no report (400)', async () => {
    const { order, awb } = await bookedOrder();
    for (const token of ['not-the-token', null]) {
      const refused = await trackingWebhook(store, {
        awb,
        ...SHIPROCKET_STATUS.pickedUp,
        at: minutesIn(11),
        token,
      });
      expect(refused.statusCode).toBe(401);
      expect(json<ErrorBody>(refused)).toMatchObject({ status: 401, code: 'BAD_WEBHOOK_TOKEN' });
    }
    const garbled = await store.t.app.inject({
      method: 'POST',
      url: '/api/shipping/tracking-webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': WEBHOOK_TOKEN },
      payload: '{"awb":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(json<ErrorBody>(garbled).code).toBe('MALFORMED_REQUEST');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'PROCESSING',
      shipment: { status: 'BOOKED' },
    });
  });

  it('skips a report of an AWB the store does not know', async () => {
    expect(await report('UNKNOWN123456', 'pickedUp', 12)).toBe(0);
  });
});

describe('a failed delivery attempt (NDR)', () => {
  /** A booked order out for delivery, whose last attempt failed. */
  async function failedAttempt() {
    const booked = await bookedOrder();
    await report(booked.awb, 'pickedUp', 20);
    await report(booked.awb, 'outForDelivery', 21);
    expect(await report(booked.awb, 'undelivered', 22)).toBe(1);
    return booked;
  }

  const answer = (orderId: number, payload: object, token = shopper.token) =>
    store.t.app.inject(
      withToken(token, {
        method: 'POST',
        url: `/api/order/my-orders/${orderId}/delivery-attempt`,
        payload,
      }),
    );
  const ndrActions = (awb: string) =>
    [...store.standin.shipments.values()].find((parcel) => parcel.awb === awb)!.ndrActions;

  it('tells the staff and mails the shopper the link to answer; the answer reaches the courier once', async () => {
    const { order, awb } = await failedAttempt();
    const failed = await orderOf(order.id);
    expect(failed.status).toBe('OUT_FOR_DELIVERY');
    expect(failed.shipment!.deliveryIssue).toMatchObject({
      reason: 'Consignee not available',
      shopperAction: null,
    });
    const notices = json<{ content: { type: string; title: string; link: string }[] }>(
      await store.t.app.inject(
        withToken(admin.token, {
          method: 'GET',
          url: `/api/notifications/search?keyword=${order.orderNumber}`,
        }),
      ),
    ).content;
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'DELIVERY_FAILED',
        title: `Delivery failed: order ${order.orderNumber}`,
        link: `/admin/orders/${order.id}`,
      }),
    );
    const mail = await waitForOutboxMail(store.t.config, shopper.email, (subject) =>
      subject.includes(`could not deliver your Attar House order ${order.orderNumber}`),
    );
    expect(mail.text).toContain('Consignee not available');
    expect(mail.text).toContain(`/track-order?order=${order.orderNumber}`);

    const stranger = await signedInUser(store.t);
    const notYours = await answer(order.id, { action: 'REATTEMPT' }, stranger.token);
    expect(notYours.statusCode).toBe(404);
    expect(ndrActions(awb)).toHaveLength(0);

    const answered = await answer(order.id, { action: 'REATTEMPT' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<Order>(answered).shipment!.deliveryIssue).toMatchObject({
      shopperAction: 'REATTEMPT',
    });
    expect(ndrActions(awb)).toEqual([expect.objectContaining({ action: 're-attempt' })]);

    const again = await answer(order.id, { action: 'REATTEMPT' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).code).toBe('NO_DELIVERY_ISSUE');
    expect(ndrActions(awb)).toHaveLength(1);

    // Out for delivery again, the attempt is no longer failed.
    await report(awb, 'outForDelivery', 23);
    expect((await orderOf(order.id)).shipment!.deliveryIssue).toBeNull();
  });

  it("lets a guest give a new phone with the order's mobile; a wrong contact is 404", async () => {
    const { order, awb } = await failedAttempt();
    const guest = (contact: string) =>
      store.t.app.inject({
        method: 'POST',
        url: '/api/order/track/delivery-attempt',
        payload: {
          orderNumber: order.orderNumber,
          contact,
          action: 'NEW_PHONE',
          phone: '9123456789',
        },
      });
    const wrong = await guest('9000000000');
    expect(wrong.statusCode).toBe(404);
    const noPhone = await store.t.app.inject({
      method: 'POST',
      url: '/api/order/track/delivery-attempt',
      payload: { orderNumber: order.orderNumber, contact: '9876543210', action: 'NEW_PHONE' },
    });
    expect(noPhone.statusCode).toBe(400);
    const answered = await guest('+91 98765 43210');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<Order>(answered).shipment!.deliveryIssue!.shopperAction).toBe('NEW_PHONE');
    expect(ndrActions(awb)).toEqual([
      expect.objectContaining({ action: 're-attempt', phone: '9123456789' }),
    ]);
  });

  it('records nothing when the courier does not answer (503), so the shopper can try again', async () => {
    const { order, awb } = await failedAttempt();
    store.standin.failNext(`/ndr/${awb}/action`, 500, { message: 'Server Error' });
    const refused = await answer(order.id, { action: 'REATTEMPT' });
    expect(refused.statusCode).toBe(503);
    expect(json<ErrorBody>(refused).code).toBe('COURIER_UNAVAILABLE');
    expect((await orderOf(order.id)).shipment!.deliveryIssue!.shopperAction).toBeNull();
    expect((await answer(order.id, { action: 'REATTEMPT' })).statusCode).toBe(200);
  });

  it('answers 409 for an order without a failed attempt', async () => {
    const { order } = await bookedOrder();
    const none = await answer(order.id, { action: 'REATTEMPT' });
    expect(none.statusCode).toBe(409);
    expect(json<ErrorBody>(none).code).toBe('NO_DELIVERY_ISSUE');
  });
});

describe('POST /api/admin/orders/{id}/shipment/refresh', () => {
  const refresh = (orderId: number, token = admin.token) =>
    store.t.app.inject(
      withToken(token, { method: 'POST', url: `/api/admin/orders/${orderId}/shipment/refresh` }),
    );

  it('catches up on reports whose webhooks never arrived, each once', async () => {
    const { order, awb } = await bookedOrder();
    // The courier records both reports, but no webhook reaches the store.
    store.standin.webhook({ awb, ...SHIPROCKET_STATUS.pickedUp, at: minutesIn(1), token: null });
    store.standin.webhook({
      awb,
      ...SHIPROCKET_STATUS.outForDelivery,
      at: minutesIn(2),
      token: null,
    });
    expect((await orderOf(order.id)).status).toBe('PROCESSING');

    const first = await refresh(order.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ applied: number }>(first).applied).toBe(2);
    const caughtUp = await orderOf(order.id);
    expect(caughtUp.status).toBe('OUT_FOR_DELIVERY');
    expect(caughtUp.shipment!.events.map((event) => event.status)).toEqual([
      'BOOKED',
      'PICKED_UP',
      'OUT_FOR_DELIVERY',
    ]);

    // Asked again, or the lost webhook arriving late, changes nothing.
    expect(json<{ applied: number }>(await refresh(order.id)).applied).toBe(0);
    expect(await report(awb, 'pickedUp', 1)).toBe(0);
  });

  it('answers 409 without a parcel, 503 when the courier is down, 403 to a customer', async () => {
    const { order: unbooked } = await confirmedCodOrder(store, shopper, admin);
    const none = await refresh(unbooked.id);
    expect(none.statusCode).toBe(409);
    expect(json<ErrorBody>(none).code).toBe('SHIPMENT_NOT_BOOKED');

    const { order, awb } = await bookedOrder();
    expect((await refresh(order.id, shopper.token)).statusCode).toBe(403);
    store.standin.failNext(`/courier/track/awb/${awb}`, 500);
    const down = await refresh(order.id);
    expect(down.statusCode).toBe(503);
    expect(json<ErrorBody>(down).code).toBe('COURIER_UNAVAILABLE');
  });
});
