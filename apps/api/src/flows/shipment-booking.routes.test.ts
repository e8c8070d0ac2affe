import type {
  AdminOrder,
  ErrorBody,
  Fulfilment,
  Order,
  Page,
  ShipmentBookingResult,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualFor, shippingStore, type Person } from '../../test/booking-fixtures.js';
import { moveOrder } from '../../test/return-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../test/test-app.js';
import { auditLog, shipments } from '../db/schema/index.js';

// Booking parcels by hand (self-ship, docs/decisions/0061), through the API as the admin and the
// shopper use it. Shiprocket's booking is in shipment-booking.shiprocket.test.ts.

let t: TestApp;
let shopper: Person;
let orderAt: Awaited<ReturnType<typeof shippingStore>>['orderAt'];
let book: Awaited<ReturnType<typeof shippingStore>>['book'];
let bookByHand: Awaited<ReturnType<typeof shippingStore>>['bookByHand'];
let get: Awaited<ReturnType<typeof shippingStore>>['get'];
let owner: Awaited<ReturnType<typeof shippingStore>>['owner'];

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, shopper, orderAt, book, bookByHand, get } = await shippingStore(t));
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/shipments: booking by hand', () => {
  it('books three orders: each a parcel with its AWB, each order PROCESSING, shown to the shopper and the admin', async () => {
    const orders = [
      await orderAt('CONFIRMED'),
      await orderAt('CONFIRMED'),
      await orderAt('PROCESSING'),
    ];
    const manual = orders.map((order) => manualFor(order.id));
    const response = await book({ provider: 'self', orderIds: orders.map((o) => o.id), manual });
    expect(response.statusCode, response.body).toBe(200);
    const result = json<ShipmentBookingResult>(response);
    expect(result.failed).toEqual([]);
    expect(result.booked.map((parcel) => parcel.orderId)).toEqual(orders.map((o) => o.id));
    result.booked.forEach((parcel, index) => {
      expect(parcel).toMatchObject({
        orderNumber: orders[index]!.orderNumber,
        provider: 'self',
        courierName: 'Delhivery',
        awb: manual[index]!.awb,
        trackingUrl: manual[index]!.trackingUrl,
        status: 'BOOKED',
        // Cash on delivery, not yet paid: the courier collects the order's total.
        codAmount: orders[index]!.totalAmount,
        deliveryIssue: null,
        rtoReceivedAt: null,
      });
      expect(parcel.events).toEqual([
        expect.objectContaining({ status: 'BOOKED', at: parcel.bookedAt }),
      ]);
    });

    for (const [index, order] of orders.entries()) {
      const tracked = json<Order>(
        await get(`/api/order/my-orders/track/${order.id}`, shopper.token),
      );
      expect(tracked.status).toBe('PROCESSING');
      expect(tracked.shipment).toMatchObject({ awb: manual[index]!.awb, status: 'BOOKED' });
      const adminView = json<AdminOrder>(await get(`/api/admin/orders/${order.id}`));
      expect(adminView.shipment).toEqual(tracked.shipment);
    }
    // The confirmed ones moved on with a timeline entry by the admin; the processing one stayed.
    const moved = json<Order>(
      await get(`/api/order/my-orders/track/${orders[0]!.id}`, shopper.token),
    );
    expect(moved.timeline.at(-1)).toMatchObject({ status: 'PROCESSING', byRole: 'ADMIN' });
    const kept = json<Order>(
      await get(`/api/order/my-orders/track/${orders[2]!.id}`, shopper.token),
    );
    expect(kept.timeline.filter((entry) => entry.status === 'PROCESSING')).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, orders[0]!.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['SHIPMENT_BOOKED', 'STATUS']),
    );
    expect(audit.filter((entry) => entry.action === 'STATUS').at(-1)!.changes).toMatchObject({
      status: { before: 'CONFIRMED', after: 'PROCESSING' },
    });
  });

  it('moves a self-ship parcel with the admin’s moves by hand, each status kept once', async () => {
    const order = await orderAt('CONFIRMED');
    await bookByHand([order]);
    await moveOrder(t, owner, order.id, 'SHIPPED');
    await moveOrder(t, owner, order.id, 'DELIVERED');
    const tracked = json<Order>(await get(`/api/order/my-orders/track/${order.id}`, shopper.token));
    expect(tracked.status).toBe('DELIVERED');
    expect(tracked.shipment!.status).toBe('DELIVERED');
    expect(tracked.shipment!.events.map((event) => [event.status, event.description])).toEqual([
      ['BOOKED', expect.stringContaining('Delhivery')],
      ['PICKED_UP', 'Handed to Delhivery'],
      ['DELIVERED', 'Delivered'],
    ]);
  });

  it('lists the shipment on every order of the shopper’s list, null before booking', async () => {
    const [booked, waiting] = [await orderAt('CONFIRMED'), await orderAt('CONFIRMED')];
    await bookByHand([booked]);
    const page = json<Page<Order>>(await get('/api/order/my-orders/search?size=50', shopper.token));
    const byId = new Map(page.content.map((order) => [order.id, order]));
    expect(byId.get(booked.id)!.shipment).toMatchObject({ status: 'BOOKED' });
    expect(byId.get(waiting.id)!.shipment).toBeNull();
  });

  it('books the ready orders of a mix and lists why each other was not booked', async () => {
    const ready = await orderAt('CONFIRMED');
    const pending = await orderAt('PENDING');
    const shipped = await orderAt('SHIPPED');
    const cancelled = await orderAt('CANCELLED');
    const already = await orderAt('PROCESSING');
    await bookByHand([already]);
    const unknownId = 987_654;
    const all = [ready, pending, shipped, cancelled, already];
    const response = await book({
      provider: 'self',
      orderIds: [...all.map((order) => order.id), unknownId],
      manual: [...all.map((order) => manualFor(order.id)), manualFor(unknownId)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = json<ShipmentBookingResult>(response);
    expect(result.booked.map((parcel) => parcel.orderId)).toEqual([ready.id]);
    expect(result.failed).toEqual([
      expect.objectContaining({
        orderId: pending.id,
        orderNumber: pending.orderNumber,
        code: 'NOT_READY_TO_SHIP',
      }),
      expect.objectContaining({ orderId: shipped.id, code: 'NOT_READY_TO_SHIP' }),
      expect.objectContaining({ orderId: cancelled.id, code: 'NOT_READY_TO_SHIP' }),
      expect.objectContaining({ orderId: already.id, code: 'ALREADY_BOOKED' }),
      expect.objectContaining({ orderId: unknownId, orderNumber: null, code: 'NOT_FOUND' }),
    ]);
    expect(result.failed.every((entry) => entry.message.length > 0)).toBe(true);
    const pendingNow = json<Order>(
      await get(`/api/order/my-orders/track/${pending.id}`, shopper.token),
    );
    expect(pendingNow).toMatchObject({ status: 'PENDING', shipment: null });
  });

  it('refuses an AWB this store’s couriers already have, booking the other orders', async () => {
    const [first, second, third] = [
      await orderAt('CONFIRMED'),
      await orderAt('CONFIRMED'),
      await orderAt('CONFIRMED'),
    ];
    const response = await book({
      provider: 'self',
      orderIds: [first.id, second.id, third.id],
      manual: [
        manualFor(first.id, 'SAME123'),
        manualFor(second.id, 'SAME123'),
        manualFor(third.id),
      ],
    });
    const result = json<ShipmentBookingResult>(response);
    expect(result.booked.map((parcel) => parcel.orderId)).toEqual([first.id, third.id]);
    expect(result.failed).toEqual([
      expect.objectContaining({ orderId: second.id, code: 'AWB_TAKEN' }),
    ]);
    // The refused order rolled back whole: no parcel and still CONFIRMED.
    const secondNow = json<Order>(
      await get(`/api/order/my-orders/track/${second.id}`, shopper.token),
    );
    expect(secondNow).toMatchObject({ status: 'CONFIRMED', shipment: null });
  });

  it('answers 400 with the error body for bad input, booking nothing', async () => {
    const order = await orderAt('CONFIRMED');
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    const bad: [string, unknown][] = [
      ['no manual entries', { provider: 'self', orderIds: [order.id] }],
      [
        'a manual entry missing',
        { provider: 'self', orderIds: [order.id, order.id + 1], manual: [manualFor(order.id)] },
      ],
      [
        'an AWB with spaces',
        { provider: 'self', orderIds: [order.id], manual: [manualFor(order.id, 'AB 123')] },
      ],
      [
        'a NUL byte',
        {
          provider: 'self',
          orderIds: [order.id],
          manual: [{ ...manualFor(order.id), courierName: 'Del\u0000hivery' }],
        },
      ],
      ['51 orders', { provider: 'self', orderIds: many, manual: many.map((id) => manualFor(id)) }],
      ['no orders', { provider: 'self', orderIds: [], manual: [] }],
      [
        'an order twice',
        { provider: 'self', orderIds: [order.id, order.id], manual: [manualFor(order.id)] },
      ],
      [
        'ids as text',
        { provider: 'self', orderIds: [String(order.id)], manual: [manualFor(order.id)] },
      ],
      ['an unknown provider', { provider: 'bluedart', orderIds: [order.id] }],
      [
        'a plain-http tracking page',
        {
          provider: 'self',
          orderIds: [order.id],
          manual: [{ ...manualFor(order.id), trackingUrl: 'http://example.in/t' }],
        },
      ],
      ['not an object', [order.id]],
    ];
    for (const [what, payload] of bad) {
      const response = await book(payload);
      expect(response.statusCode, what).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body, what).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(body.requestId, what).toEqual(expect.any(String));
    }
    const rows = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('is refused to a customer (403), to staff without orders.manage (403 NOT_PERMITTED) and to nobody signed in (401)', async () => {
    const order = await orderAt('CONFIRMED');
    const payload = { provider: 'self', orderIds: [order.id], manual: [manualFor(order.id)] };
    expect((await book(payload, shopper.token)).statusCode).toBe(403);
    const accountant = await signedInUser(t, 'ADMIN', 'ACCOUNTANT');
    const refused = await book(payload, accountant.token);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).code).toBe('NOT_PERMITTED');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/shipments', payload });
    expect(anonymous.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('answers 422 SHIPROCKET_NOT_CONFIGURED for Shiprocket on a store without it', async () => {
    const order = await orderAt('CONFIRMED');
    const response = await book({ provider: 'shiprocket', orderIds: [order.id] });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).code).toBe('SHIPROCKET_NOT_CONFIGURED');
    const fulfilment = json<Fulfilment>(await get('/api/admin/fulfilment'));
    expect(fulfilment.providers).toEqual(['self']);
  });
});
