import type { DashboardSummary } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  deliveredOrder,
  moveOrder,
  requestReturn,
  type Shopper,
} from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { adminNotifications, orders } from '../../db/schema/index.js';
import { startOfIndiaDay } from './dashboard.service.js';

describe('startOfIndiaDay', () => {
  it('starts the day at midnight in India, 18:30 UTC the evening before', () => {
    expect(startOfIndiaDay(new Date('2026-11-23T20:00:00Z')).toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
    expect(startOfIndiaDay(new Date('2026-11-23T18:29:59Z')).toISOString()).toBe(
      '2026-11-22T18:30:00.000Z',
    );
  });
});

describe('GET /api/getDashboardSummary', () => {
  let t: TestApp;
  let codId: number;
  let categoryId: number;
  let admin: Shopper;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
    admin = await signedInUser(t, 'ADMIN');
  });
  afterAll(async () => {
    await t.close();
  });

  const summary = async () => {
    const response = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: '/api/getDashboardSummary' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<DashboardSummary>(response);
  };
  const daysAgo = async (orderId: number, days: number) =>
    t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, orderId));

  it('answers an empty store with zeros and thirty empty days', async () => {
    const empty = await summary();
    expect(empty.revenue.today).toEqual({ current: 0, previous: 0 });
    expect(empty.salesByDay).toHaveLength(30);
    expect(empty.salesByDay.every((day) => day.revenue === 0 && day.orders === 0)).toBe(true);
    expect(empty.orders.byStatus.every((entry) => entry.count === 0)).toBe(true);
    expect(empty.averageOrderValue).toEqual({ current: 0, previous: 0 });
    expect(empty.topProductsByUnits).toEqual([]);
  });

  it('adds up the orders made in the test, leaving cancelled ones out', async () => {
    const shopper = await signedInUser(t);
    const attar = await productFor(t, categoryId, {
      rupees: 1000,
      stock: 20,
      name: 'Dashboard Attar',
    });
    const oud = await productFor(t, categoryId, { rupees: 3000, stock: 3, name: 'Dashboard Oud' });
    await productFor(t, categoryId, { rupees: 500, stock: 0, name: 'Dashboard Sold Out' });
    const place = (
      productId: number,
      quantity: number,
      status: 'PENDING' | 'DELIVERED' = 'PENDING',
    ) =>
      deliveredOrder(t, shopper, admin, {
        items: [{ productId, quantity }],
        paymentMethodId: codId,
        status,
      });

    const today1 = await place(attar.id, 2, 'DELIVERED'); // 2000 + 49 COD fee
    await place(oud.id, 1); // 3049; leaves 2 Oud, at or below the threshold of 5
    const cancelled = await place(attar.id, 1);
    await moveOrder(t, admin, cancelled.id, 'CANCELLED');
    const yesterday = await place(attar.id, 1); // 1049
    await daysAgo(yesterday.id, 1);
    const tenDays = await place(attar.id, 3); // 3049
    await daysAgo(tenDays.id, 10);
    const fortyDays = await place(attar.id, 1); // 1049
    await daysAgo(fortyDays.id, 40);
    await requestReturn(t, shopper.token, {
      orderId: today1.id,
      productId: attar.id,
      reason: 'Defective product',
    });

    const figures = await summary();
    expect(figures.revenue.today.current).toBe(2049 + 3049);
    // Yesterday, or today if the test runs in the first minutes after midnight in India.
    expect(figures.revenue.last7Days.current).toBe(2049 + 3049 + 1049);
    expect(figures.revenue.last30Days).toEqual({
      current: 2049 + 3049 + 1049 + 3049,
      previous: 1049,
    });
    expect(figures.orders.last30Days).toEqual({ current: 4, previous: 1 });
    expect(figures.averageOrderValue.current).toBe((2049 + 3049 + 1049 + 3049) / 4);
    expect(figures.orders.byStatus).toContainEqual({ status: 'CANCELLED', count: 1 });
    expect(figures.orders.byStatus).toContainEqual({ status: 'DELIVERED', count: 1 });
    expect(figures.salesByDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(
      2049 + 3049 + 1049 + 3049,
    );
    expect(figures.salesByDay.at(-1)!.orders).toBeGreaterThanOrEqual(1);
    expect(figures.topProductsByUnits[0]).toMatchObject({
      productId: attar.id,
      units: 6,
      revenue: 6000,
    });
    expect(figures.topProductsByRevenue[0]).toMatchObject({ productId: attar.id, revenue: 6000 });
    expect(figures.topProductsByRevenue[1]).toMatchObject({
      productId: oud.id,
      units: 1,
      revenue: 3000,
    });
    expect(figures.stock.lowStockThreshold).toBe(5);
    expect(figures.stock.lowStock).toContainEqual(
      expect.objectContaining({ productId: oud.id, stockQuantity: 2 }),
    );
    expect(figures.stock.outOfStock.map((row) => row.name)).toContain('Dashboard Sold Out');
    expect(figures.openReturnRequests).toBe(1);
    const unread = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.isRead, false));
    expect(figures.unreadNotifications).toBe(unread.length);
    expect(figures.newCustomers.current).toBeGreaterThanOrEqual(1);
  });

  it('is for admins only', async () => {
    const shopper = await signedInUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getDashboardSummary' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject(
          withToken(shopper.token, { method: 'GET', url: '/api/getDashboardSummary' }),
        )
      ).statusCode,
    ).toBe(403);
  });
});
