import type { AdminNotification, Page, ReturnRequest } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  decide,
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
import { adminNotifications } from '../../db/schema/index.js';

// A notice that asks an admin to act is marked read once an admin has acted on what it is about
// (docs/admin-guide.md, "Notifications"): the order moved on from PENDING, the request decided.

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

async function pendingOrder() {
  const product = await productFor(t, categoryId, { rupees: 900, stock: 20 });
  return deliveredOrder(t, shopper, admin, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
    status: 'PENDING',
  });
}

/** Whether the notice of `type` about `refId` is read, as the admin's notification list says. */
async function isRead(type: AdminNotification['type'], refId: number): Promise<boolean> {
  const response = await t.app.inject(
    withToken(admin.token, { method: 'GET', url: '/api/notifications/search?size=100' }),
  );
  expect(response.statusCode).toBe(200);
  const found = json<Page<AdminNotification>>(response).content.filter(
    (notice) => notice.type === type && notice.refId === refId,
  );
  expect(found).toHaveLength(1);
  return found[0]!.isRead;
}

function changeStatus(orderId: number, status: string) {
  return t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    }),
  );
}

describe('the "new order" notice', () => {
  it('is marked read when the order moves on from PENDING; the other orders’ notices are not', async () => {
    const moved = await pendingOrder();
    const waiting = await pendingOrder();
    expect(await isRead('NEW_ORDER', moved.id)).toBe(false);
    await moveOrder(t, admin, moved.id, 'CONFIRMED');
    expect(await isRead('NEW_ORDER', moved.id)).toBe(true);
    expect(await isRead('NEW_ORDER', waiting.id)).toBe(false);
  });

  it('is marked read when a step is skipped or the order is cancelled', async () => {
    const shipped = await pendingOrder();
    const cancelled = await pendingOrder();
    await moveOrder(t, admin, shipped.id, 'SHIPPED');
    await moveOrder(t, admin, cancelled.id, 'CANCELLED');
    expect(await isRead('NEW_ORDER', shipped.id)).toBe(true);
    expect(await isRead('NEW_ORDER', cancelled.id)).toBe(true);
  });

  it('stays unread when the move is refused, or asked for by a customer', async () => {
    const order = await pendingOrder();
    expect((await changeStatus(order.id, 'PENDING')).statusCode).toBe(409);
    const byShopper = await t.app.inject(
      withToken(shopper.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${order.id}&status=CONFIRMED`,
      }),
    );
    expect(byShopper.statusCode).toBe(403);
    expect(await isRead('NEW_ORDER', order.id)).toBe(false);
  });

  it('leaves notices of another kind about the same id alone', async () => {
    const order = await pendingOrder();
    // A notice of another kind whose record happens to share the order's id.
    await t.database.db.insert(adminNotifications).values({
      type: 'NEW_CONTACT',
      title: 'A message',
      message: 'About something else.',
      link: '/admin/contact-messages',
      refId: order.id,
    });
    await moveOrder(t, admin, order.id, 'CONFIRMED');
    const [other] = await t.database.db
      .select()
      .from(adminNotifications)
      .where(
        and(eq(adminNotifications.type, 'NEW_CONTACT'), eq(adminNotifications.refId, order.id)),
      );
    expect(other?.isRead).toBe(false);
  });
});

describe('the "new return request" notice', () => {
  async function requested() {
    const product = await productFor(t, categoryId, { rupees: 700, stock: 20 });
    const order = await deliveredOrder(t, shopper, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const response = await requestReturn(t, shopper.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      refundUpiId: 'meera@okbank',
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<ReturnRequest>(response);
  }

  it('is marked read when the request is approved or rejected; an undecided one stays unread', async () => {
    const approved = await requested();
    const rejected = await requested();
    const undecided = await requested();
    expect(await isRead('NEW_RETURN', approved.id)).toBe(false);
    expect((await decide(t, admin.token, approved.id, 'approve')).statusCode).toBe(200);
    const rejection = await decide(t, admin.token, rejected.id, 'reject', {
      reason: 'Outside the return window.',
    });
    expect(rejection.statusCode).toBe(200);
    expect(await isRead('NEW_RETURN', approved.id)).toBe(true);
    expect(await isRead('NEW_RETURN', rejected.id)).toBe(true);
    expect(await isRead('NEW_RETURN', undecided.id)).toBe(false);
  });

  it('stays unread when the decision is refused', async () => {
    const request = await requested();
    const noReason = await decide(t, admin.token, request.id, 'reject', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const early = await decide(t, admin.token, request.id, 'complete');
    expect(early.statusCode).toBe(409);
    const byShopper = await decide(t, shopper.token, request.id, 'approve');
    expect(byShopper.statusCode).toBe(403);
    expect(await isRead('NEW_RETURN', request.id)).toBe(false);
  });
});
