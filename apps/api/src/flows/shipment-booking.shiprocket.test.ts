import type {
  AdminOrder,
  ErrorBody,
  Fulfilment,
  Order,
  ShipmentBookingResult,
} from '@attar/contracts';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { moveOrder } from '../../test/return-fixtures.js';
import {
  SHIPROCKET_TEST_LOGIN,
  startShiprocketStandin,
  type ShiprocketStandin,
} from '../../test/shiprocket-standin.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';

// Booking through Shiprocket (docs/decisions/0061): the store speaks to a local program that
// speaks Shiprocket's API, never to Shiprocket.

type Person = { id: number; token: string; email: string };

let standin: ShiprocketStandin;
let t: TestApp;
let codId: number;
let categoryId: number;
let owner: Person;
let shopper: Person;

beforeAll(async () => {
  standin = await startShiprocketStandin();
  t = await createTestApp({
    env: {
      SHIPROCKET_EMAIL: SHIPROCKET_TEST_LOGIN.email,
      SHIPROCKET_PASSWORD: SHIPROCKET_TEST_LOGIN.password,
      SHIPROCKET_API_BASE: standin.url,
      SHIPROCKET_WEBHOOK_TOKEN: 'standin-webhook-token-0123456789abcdef',
    },
  });
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

async function confirmedOrder(): Promise<Order> {
  const product = await productFor(t, categoryId, { rupees: 900, stock: 10 });
  const order = await placedOrder(t, shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  return moveOrder(t, owner, order.id, 'CONFIRMED');
}

const book = (payload: object) =>
  t.app.inject(withToken(owner.token, { method: 'POST', url: '/api/admin/shipments', payload }));
const get = (url: string, token = owner.token) =>
  t.app.inject(withToken(token, { method: 'GET', url }));

describe('booking through Shiprocket', () => {
  it('offers Shiprocket on the fulfilment screen', async () => {
    const fulfilment = json<Fulfilment>(await get('/api/admin/fulfilment'));
    expect(fulfilment.providers).toEqual(['self', 'shiprocket']);
  });

  it('books the parcels with the AWB and pickup Shiprocket gave, and prints their labels', async () => {
    const orders = [await confirmedOrder(), await confirmedOrder()];
    const response = await book({ provider: 'shiprocket', orderIds: orders.map((o) => o.id) });
    expect(response.statusCode, response.body).toBe(200);
    const result = json<ShipmentBookingResult>(response);
    expect(result.failed).toEqual([]);
    expect(result.booked).toHaveLength(2);
    for (const [index, parcel] of result.booked.entries()) {
      const kept = [...standin.shipments.values()].find(
        (shipment) => shipment.channelOrderId === orders[index]!.orderNumber,
      )!;
      expect(parcel).toMatchObject({
        orderId: orders[index]!.id,
        provider: 'shiprocket',
        awb: kept.awb,
        courierName: kept.courierName,
        status: 'BOOKED',
        codAmount: orders[index]!.totalAmount,
      });
      expect(parcel.pickupScheduledAt).toBe(
        new Date(`${kept.pickupScheduledDate!.replace(' ', 'T')}+05:30`).toISOString(),
      );
      expect(kept.order).toMatchObject({ payment_method: 'COD', pickup_location: 'Primary' });
      const adminView = json<AdminOrder>(await get(`/api/admin/orders/${orders[index]!.id}`));
      expect(adminView).toMatchObject({ status: 'PROCESSING', shipment: { awb: kept.awb } });
    }

    const labels = await get(
      `/api/admin/shipments/labels.pdf?orderIds=${orders.map((o) => o.id).join(',')}`,
    );
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(labels.rawPayload));
    expect(document.numPages).toBeGreaterThan(0);
  });

  it('lists an order Shiprocket refuses among the failed, booking the others', async () => {
    const [served, unserved] = [await confirmedOrder(), await confirmedOrder()];
    // Both go to Mumbai: refuse that pincode for the second booking only.
    const first = await book({ provider: 'shiprocket', orderIds: [served.id] });
    expect(json<ShipmentBookingResult>(first).booked).toHaveLength(1);
    standin.unserviceablePincodes.add('400002');
    try {
      const response = await book({ provider: 'shiprocket', orderIds: [unserved.id] });
      expect(response.statusCode).toBe(200);
      const result = json<ShipmentBookingResult>(response);
      expect(result.booked).toEqual([]);
      expect(result.failed).toEqual([
        {
          orderId: unserved.id,
          orderNumber: unserved.orderNumber,
          code: 'COURIER_REFUSED',
          message: expect.any(String),
        },
      ]);
    } finally {
      standin.unserviceablePincodes.clear();
    }
    const order = json<Order>(
      await get(`/api/order/my-orders/track/${unserved.id}`, shopper.token),
    );
    expect(order).toMatchObject({ status: 'CONFIRMED', shipment: null });
  });

  it('answers 409 MIXED_COURIERS for a Shiprocket parcel and a hand-booked one together', async () => {
    const [byShiprocket, byHand] = [await confirmedOrder(), await confirmedOrder()];
    await book({ provider: 'shiprocket', orderIds: [byShiprocket.id] });
    await book({
      provider: 'self',
      orderIds: [byHand.id],
      manual: [{ orderId: byHand.id, courierName: 'Blue Dart', awb: `BD${Date.now()}` }],
    });
    const response = await get(
      `/api/admin/shipments/manifest.pdf?orderIds=${byShiprocket.id},${byHand.id}`,
    );
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response).code).toBe('MIXED_COURIERS');
  });
});
