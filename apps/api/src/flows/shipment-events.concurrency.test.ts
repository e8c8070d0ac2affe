import type { Order } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { json, onPostgres, signedInUser, withToken } from '../../test/test-app.js';
import { orderStatusEvents, shipmentEvents, shipments } from '../db/schema/index.js';

// PGlite runs one query at a time, so webhooks there never truly overlap: this proof only means
// something on PostgreSQL, with the app's pool of connections.
describe.skipIf(!onPostgres)('courier reports at once (PostgreSQL only)', () => {
  let store: ShiprocketStore;
  let admin: Person;
  let shopper: Person;

  beforeAll(async () => {
    store = await shiprocketStore();
    admin = await signedInUser(store.t, 'ADMIN');
    shopper = await signedInUser(store.t);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('applies the same report delivered eight times at once once: one event row, one move', async () => {
    const { order } = await confirmedCodOrder(store, shopper, admin);
    const awb = await bookWithShiprocket(store.t, admin, order.id);
    const at = minutesIn(1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        trackingWebhook(store, { awb, ...SHIPROCKET_STATUS.pickedUp, at }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const applied = answers.map((answer) => json<{ applied: number }>(answer).applied);
    expect(applied.reduce((sum, count) => sum + count, 0)).toBe(1);

    const db = store.t.database.db;
    const [parcel] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const pickedUp = await db
      .select()
      .from(shipmentEvents)
      .where(
        and(eq(shipmentEvents.shipmentId, parcel!.id), eq(shipmentEvents.status, 'PICKED_UP')),
      );
    expect(pickedUp).toHaveLength(1);
    const shipped = await db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'SHIPPED')));
    expect(shipped).toHaveLength(1);
  });

  it('ends at the newest status when different reports come at once', async () => {
    const { order } = await confirmedCodOrder(store, shopper, admin);
    const awb = await bookWithShiprocket(store.t, admin, order.id);
    const answers = await Promise.all([
      trackingWebhook(store, { awb, ...SHIPROCKET_STATUS.pickedUp, at: minutesIn(2) }),
      trackingWebhook(store, { awb, ...SHIPROCKET_STATUS.inTransit, at: minutesIn(3) }),
      trackingWebhook(store, { awb, ...SHIPROCKET_STATUS.outForDelivery, at: minutesIn(4) }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const tracked = json<Order>(
      await store.t.app.inject(
        withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${order.id}` }),
      ),
    );
    expect(tracked.status).toBe('OUT_FOR_DELIVERY');
    expect(tracked.shipment!.status).toBe('OUT_FOR_DELIVERY');
  });
});
