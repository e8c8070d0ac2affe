import type { Order, ShipmentBookingResult } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { moveOrder } from '../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../test/test-app.js';
import { orders, shipments } from '../db/schema/index.js';

// PGlite runs one query at a time, so bookings there never truly overlap: this proof only means
// something on PostgreSQL (docs/architecture.md, "Adapters"), with the app's pool of connections.
describe.skipIf(!onPostgres)('booking parcels under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let order: Order;
  let admin: { id: number; token: string; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    const { codId, categoryId } = await orderReadyStore(t);
    admin = await signedInUser(t, 'ADMIN');
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1500, stock: 5 });
    const placed = await placedOrder(t, shopper.token, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    order = await moveOrder(t, admin, placed.id, 'CONFIRMED');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 bookings of one order at once, each with its own AWB: one parcel, 49 ALREADY_BOOKED, the order PROCESSING once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.inject(
          withToken(admin.token, {
            method: 'POST',
            url: '/api/admin/shipments',
            payload: {
              provider: 'self',
              orderIds: [order.id],
              manual: [{ orderId: order.id, courierName: 'Delhivery', awb: `DLV${1000 + index}` }],
            },
          }),
        ),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const results = responses.map((response) => json<ShipmentBookingResult>(response));
    const booked = results.flatMap((result) => result.booked);
    const failed = results.flatMap((result) => result.failed);
    expect(booked).toHaveLength(1);
    expect(failed).toHaveLength(49);
    expect(failed.every((entry) => entry.code === 'ALREADY_BOOKED')).toBe(true);
    expect(failed.every((entry) => entry.orderNumber === order.orderNumber)).toBe(true);

    const rows = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.awb).toBe(booked[0]!.awb);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PROCESSING');
  });
});
