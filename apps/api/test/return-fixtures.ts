import type { Order } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { orders, paymentMethods } from '../src/db/schema/index.js';
import { placedOrder } from './order-fixtures.js';
import { json, withToken, type TestApp } from './test-app.js';

export type Shopper = { id: number; token: string; email: string };

/** An active prepaid method (the store seeds cash on delivery only), for refund tests. */
export async function prepaidMethodId(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(paymentMethods)
    .values({ method: 'upi', displayName: 'UPI', isActive: true, sortOrder: 1 })
    .onConflictDoUpdate({ target: paymentMethods.method, set: { isActive: true } })
    .returning();
  return row!.id;
}

/**
 * Places an order through the API and has the admin move it to DELIVERED, as a store would:
 * the order a customer can ask to return.
 */
export async function deliveredOrder(
  t: TestApp,
  shopper: Shopper,
  admin: Shopper,
  options: {
    items: { productId: number; quantity: number }[];
    paymentMethodId: number;
    promoCode?: string;
    status?: Order['status'];
  },
): Promise<Order> {
  const order = await placedOrder(t, shopper.token, options);
  const status = options.status ?? 'DELIVERED';
  if (status === 'PENDING') return order;
  return moveOrder(t, admin, order.id, status);
}

export async function moveOrder(
  t: TestApp,
  admin: Shopper,
  orderId: number,
  status: Order['status'],
): Promise<Order> {
  const moved = await t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    }),
  );
  if (moved.statusCode !== 200) throw new Error(`order not moved: ${moved.body}`);
  return json<Order>(moved);
}

/** Moves an order's delivery back in time (the window is counted from it). */
export async function deliveredDaysAgo(t: TestApp, orderId: number, days: number): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(orders.id, orderId));
}

export function requestReturn(t: TestApp, token: string, payload: object) {
  return t.app.inject(withToken(token, { method: 'POST', url: '/api/returns/request', payload }));
}

export function decide(
  t: TestApp,
  token: string,
  id: number,
  action: 'approve' | 'reject' | 'receive' | 'complete',
  payload: object = {},
) {
  return t.app.inject(
    withToken(token, { method: 'POST', url: `/api/admin/returns/${id}/${action}`, payload }),
  );
}
