import type { ErrorBody, Fulfilment, Order } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, shippingStore, type Person } from '../../test/booking-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../test/test-app.js';
import { shipments } from '../db/schema/index.js';

// The fulfilment screen and the papers of booked parcels (docs/decisions/0061): the lists, the
// labels and manifest each courier draws, and the packing slips.

let t: TestApp;
let shopper: Person;
let orderAt: Awaited<ReturnType<typeof shippingStore>>['orderAt'];
let bookByHand: Awaited<ReturnType<typeof shippingStore>>['bookByHand'];
let get: Awaited<ReturnType<typeof shippingStore>>['get'];

beforeAll(async () => {
  t = await createTestApp();
  ({ shopper, orderAt, bookByHand, get } = await shippingStore(t));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/fulfilment', () => {
  it('lists the orders to ship oldest first and the parcels booked today, with the cash to collect', async () => {
    const waiting = await orderAt('CONFIRMED', {
      giftMessage: 'Happy birthday, Meera',
      quantity: 2,
    });
    const processing = await orderAt('PROCESSING');
    const pending = await orderAt('PENDING');
    const booked = await orderAt('CONFIRMED');
    await bookByHand([booked]);
    const response = await get('/api/admin/fulfilment');
    expect(response.statusCode, response.body).toBe(200);
    const fulfilment = json<Fulfilment>(response);

    const toShipIds = fulfilment.toShip.map((row) => row.orderId);
    expect(toShipIds).toEqual(expect.arrayContaining([waiting.id, processing.id]));
    expect(toShipIds).not.toContain(pending.id);
    expect(toShipIds).not.toContain(booked.id);
    expect(toShipIds.indexOf(waiting.id)).toBeLessThan(toShipIds.indexOf(processing.id));
    const dates = fulfilment.toShip.map((row) => row.orderDate);
    expect(dates).toEqual([...dates].sort());
    expect(fulfilment.toShip.find((row) => row.orderId === waiting.id)).toEqual({
      orderId: waiting.id,
      orderNumber: waiting.orderNumber,
      orderDate: waiting.orderDate,
      status: 'CONFIRMED',
      customerName: 'Test Shopper',
      city: 'Mumbai',
      zipCode: '400002',
      itemCount: 2,
      totalAmount: waiting.totalAmount,
      codAmount: waiting.totalAmount,
      giftMessage: true,
      shipment: null,
    });

    const bookedRow = fulfilment.booked.find((row) => row.orderId === booked.id);
    expect(bookedRow).toMatchObject({ status: 'PROCESSING', giftMessage: false });
    expect(bookedRow!.shipment).toMatchObject({ status: 'BOOKED', courierName: 'Delhivery' });
  });

  it('is open to staff who may read orders, not to a customer', async () => {
    const accountant = await signedInUser(t, 'ADMIN', 'ACCOUNTANT');
    expect((await get('/api/admin/fulfilment', accountant.token)).statusCode).toBe(200);
    expect((await get('/api/admin/fulfilment', shopper.token)).statusCode).toBe(403);
  });
});

describe('labels, manifest and packing slips', () => {
  let parcels: Order[];
  beforeAll(async () => {
    parcels = [
      await orderAt('CONFIRMED', { giftMessage: 'With love from Lucknow' }),
      await orderAt('CONFIRMED'),
      await orderAt('PROCESSING'),
    ];
    await bookByHand(parcels);
  });
  const idsOf = (orders: Order[]) => orders.map((order) => order.id).join(',');

  for (const paper of ['labels', 'manifest'] as const) {
    it(`draws the ${paper} of booked parcels as one PDF`, async () => {
      const response = await get(`/api/admin/shipments/${paper}.pdf?orderIds=${idsOf(parcels)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${paper}-3-orders.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pages = await pdfPages(response.rawPayload);
      const text = pages.join('\n');
      for (const order of parcels) expect(text).toContain(order.orderNumber);
      if (paper === 'labels') expect(pages).toHaveLength(parcels.length);
    });
  }

  it('prints one packing slip a page, each with its gift message, booked or not', async () => {
    const unbooked = await orderAt('CONFIRMED', { giftMessage: 'Eid Mubarak' });
    const orders = [...parcels, unbooked];
    const response = await get(`/api/admin/shipments/packing-slips.pdf?orderIds=${idsOf(orders)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(orders.length);
    orders.forEach((order, index) => {
      expect(pages[index]).toContain('PACKING SLIP');
      expect(pages[index]).toContain(order.orderNumber);
    });
    expect(pages[0]).toContain('With love from Lucknow');
    expect(pages[3]).toContain('Eid Mubarak');
    expect(pages[1]).not.toContain('With love from Lucknow');
  });

  it('answers 409 SHIPMENT_NOT_BOOKED naming an order without a parcel', async () => {
    const unbooked = await orderAt('CONFIRMED');
    for (const paper of ['labels', 'manifest']) {
      const response = await get(
        `/api/admin/shipments/${paper}.pdf?orderIds=${idsOf([parcels[0]!, unbooked])}`,
      );
      expect(response.statusCode).toBe(409);
      const body = json<ErrorBody>(response);
      expect(body.code).toBe('SHIPMENT_NOT_BOOKED');
      expect(body.message).toContain(unbooked.orderNumber);
      expect(body.details).toEqual({
        orderIds: [unbooked.id],
        orderNumbers: [unbooked.orderNumber],
      });
    }
  });

  it('answers 409 MIXED_COURIERS for parcels of two couriers', async () => {
    // A Shiprocket parcel written as a booking through Shiprocket would have left it.
    const other = await orderAt('PROCESSING');
    await t.database.db.insert(shipments).values({
      orderId: other.id,
      provider: 'shiprocket',
      courierName: 'Xpressbees',
      awb: `XB${Date.now()}`,
      codAmountPaise: 0,
    });
    const response = await get(
      `/api/admin/shipments/labels.pdf?orderIds=${idsOf([parcels[0]!, other])}`,
    );
    expect(response.statusCode).toBe(409);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe('MIXED_COURIERS');
    expect(body.details).toEqual({ providers: expect.arrayContaining(['self', 'shiprocket']) });
  });

  it('answers 404 for an unknown order and 400 for a bad list', async () => {
    const unknown = await get(`/api/admin/shipments/labels.pdf?orderIds=${parcels[0]!.id},987654`);
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).details).toEqual({ orderIds: [987654] });
    const slips = await get('/api/admin/shipments/packing-slips.pdf?orderIds=987654');
    expect(slips.statusCode).toBe(404);
    for (const query of ['', '?orderIds=', '?orderIds=1,,2', '?orderIds=a', '?orderIds=0']) {
      const response = await get(`/api/admin/shipments/manifest.pdf${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json<ErrorBody>(response).code).toBe('VALIDATION_FAILED');
    }
    const tooMany = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    expect(
      (await get(`/api/admin/shipments/packing-slips.pdf?orderIds=${tooMany}`)).statusCode,
    ).toBe(400);
  });

  it('is refused to a customer', async () => {
    const response = await get(
      `/api/admin/shipments/labels.pdf?orderIds=${parcels[0]!.id}`,
      shopper.token,
    );
    expect(response.statusCode).toBe(403);
  });
});
