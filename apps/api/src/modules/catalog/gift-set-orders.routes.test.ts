import type { Order, Quote, ReturnRequest } from '@attar/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../../test/catalog-fixtures.js';
import {
  fragranceWithVial,
  giftSet,
  giftSetCategories,
  withComponents,
} from '../../../test/gift-set-fixtures.js';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import { decide, moveOrder, requestReturn, type Shopper } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { adminNotifications, orderItems, orders, stockMovements } from '../../db/schema/index.js';

// An order of a gift set made of components takes their stock, and everything that gives an
// order's stock back gives back theirs (docs/decisions/0060-gift-sets-from-components.md).

let t: TestApp;
let codId: number;
let fragranceCategoryId: number;
let giftSetCategoryId: number;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId } = await orderReadyStore(t));
  ({ fragranceCategoryId, giftSetCategoryId } = await giftSetCategories(t));
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
  await fillInvoiceIdentity(t);
});
afterAll(async () => {
  await t.close();
});

/** A set of one rose vial (`roseVials` in stock) and two oud vials (`oudVials`). */
async function roseAndOudSet(roseVials: number, oudVials: number) {
  const rose = await fragranceWithVial(t, fragranceCategoryId, roseVials, {
    name: `Rose ${Math.random().toString(36).slice(2, 7)}`,
  });
  const oud = await fragranceWithVial(t, fragranceCategoryId, oudVials, {
    name: `Oud ${Math.random().toString(36).slice(2, 7)}`,
  });
  const set = await giftSet(t, giftSetCategoryId, { rupees: 3000 });
  await withComponents(t, admin.token, set.id, [
    { variantId: rose.vial.id, quantity: 1 },
    { variantId: oud.vial.id, quantity: 2 },
  ]);
  const vials = async () => [
    await stockOf(t.database.db, rose.productId, rose.vial.id),
    await stockOf(t.database.db, oud.productId, oud.vial.id),
  ];
  return { rose, oud, set, vials };
}

type Line = { productId: number; quantity: number; sku?: string };

/** Places an order of these lines (a SKU picks a variant) at the quote's total. */
async function place(items: Line[]) {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items, paymentMethodId: codId, pincode: '400002' },
  });
  return t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, shopper.token),
        paymentMethodId: codId,
        totalAmount: json<Quote>(quote).total,
        items: items.map(({ sku, ...line }) => ({ ...line, productSku: sku })),
      },
    }),
  );
}

/** Places an order; throws with the body when the store refuses it. */
async function order(items: Line[]): Promise<Order> {
  const placed = await place(items);
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return json<Order>(placed);
}

const movementsOf = (orderId: number) =>
  t.database.db
    .select({
      variantId: stockMovements.variantId,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
    })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(stockMovements.id);

describe('an order of a gift set of components', () => {
  it('takes each component’s units (per set times the sets), records them per component variant, and tells the admins of a component running low', async () => {
    const { rose, oud, set, vials } = await roseAndOudSet(10, 10);
    const placed = await order([{ productId: set.id, quantity: 3 }]);
    expect(placed.items).toEqual([
      expect.objectContaining({ productId: set.id, quantity: 3, name: set.name }),
    ]);
    expect(await vials()).toEqual([7, 4]);
    expect(await stockOf(t.database.db, set.id)).toBe(0);
    expect(await movementsOf(placed.id)).toEqual([
      { variantId: rose.vial.id, delta: -3, reason: 'ORDER' },
      { variantId: oud.vial.id, delta: -6, reason: 'ORDER' },
    ]);
    // 4 oud vials left: at the threshold (5), so the admins hear of it by its name and size.
    const notices = await t.database.db
      .select()
      .from(adminNotifications)
      .where(
        and(
          eq(adminNotifications.type, 'LOW_STOCK'),
          inArray(adminNotifications.refId, [rose.productId, oud.productId, set.id]),
        ),
      );
    expect(notices.map((notice) => [notice.title, notice.refId])).toEqual([
      [`Low stock: ${oud.name} (10 ml)`, oud.productId],
    ]);
    // The set's stock follows: min(7 / 1, 4 / 2) = 2.
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${set.id}` });
    expect(json<{ stockQuantity: number }>(detail).stockQuantity).toBe(2);
  });

  it('refuses with INSUFFICIENT_STOCK, taking nothing, when one component runs short', async () => {
    const { rose, set, vials } = await roseAndOudSet(10, 5);
    const refused = await place([
      { productId: rose.productId, quantity: 1 },
      { productId: set.id, quantity: 3 },
    ]);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = json<{ code: string; message: string; details: { products: unknown[] } }>(refused);
    expect(body.code).toBe('INSUFFICIENT_STOCK');
    expect(body.message).toContain(set.name);
    expect(body.details.products).toEqual([
      expect.objectContaining({
        productId: set.id,
        name: `${set.name} (5 x 10 ml)`,
        requested: 3,
        available: 2,
      }),
    ]);
    // Nothing taken: not the set's components, not the other line's bottle.
    expect(await vials()).toEqual([10, 5]);
    expect(await stockOf(t.database.db, rose.productId)).toBe(20);
    const setOrders = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, set.id));
    expect(setOrders).toEqual([]);
  });

  it('takes a component bought beside its set from one row, and refuses when together they ask too much', async () => {
    const { rose, set, vials } = await roseAndOudSet(4, 20);
    const roseVial = { productId: rose.productId, sku: rose.vial.sku };
    const placed = await order([
      { productId: set.id, quantity: 2 },
      { ...roseVial, quantity: 2 },
    ]);
    expect(await vials()).toEqual([0, 16]);
    expect(
      (await movementsOf(placed.id)).filter((movement) => movement.variantId === rose.vial.id),
    ).toEqual([{ variantId: rose.vial.id, delta: -4, reason: 'ORDER' }]);
    await expect(order([{ ...roseVial, quantity: 1 }])).rejects.toThrow(/INSUFFICIENT_STOCK/);
    await expect(order([{ productId: set.id, quantity: 1 }])).rejects.toThrow(/INSUFFICIENT_STOCK/);
  });

  it('cancelling gives back the components the order took, even after the set was made of others', async () => {
    const { rose, oud, set, vials } = await roseAndOudSet(10, 10);
    const placed = await order([{ productId: set.id, quantity: 2 }]);
    expect(await vials()).toEqual([8, 6]);
    // The admin swaps the rose for a jasmine vial: the order still took roses.
    const jasmine = await fragranceWithVial(t, fragranceCategoryId, 9);
    await withComponents(t, admin.token, set.id, [
      { variantId: jasmine.vial.id, quantity: 1 },
      { variantId: oud.vial.id, quantity: 2 },
    ]);
    await moveOrder(t, admin, placed.id, 'CANCELLED');
    expect(await vials()).toEqual([10, 10]);
    expect(await stockOf(t.database.db, jasmine.productId, jasmine.vial.id)).toBe(9);
    expect(await stockOf(t.database.db, set.id)).toBe(0);
    expect((await movementsOf(placed.id)).filter((m) => m.reason === 'CANCEL')).toEqual([
      { variantId: rose.vial.id, delta: 2, reason: 'CANCEL' },
      { variantId: oud.vial.id, delta: 4, reason: 'CANCEL' },
    ]);
    const [cancelled] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(cancelled!.status).toBe('CANCELLED');
  });

  it('a completed return of a set puts its undamaged sets’ components back', async () => {
    const { rose, oud, set, vials } = await roseAndOudSet(10, 10);
    const placed: Order = await order([{ productId: set.id, quantity: 2 }]);
    await moveOrder(t, admin, placed.id, 'DELIVERED');
    expect(await vials()).toEqual([8, 6]);
    const requested = await requestReturn(t, shopper.token, {
      orderId: placed.id,
      productId: set.id,
      reason: 'Defective product',
      type: 'RETURN',
      refundUpiId: 'anaya@okbank',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const request = json<ReturnRequest>(requested);
    expect((await decide(t, admin.token, request.id, 'approve')).statusCode).toBe(200);
    const received = await decide(t, admin.token, request.id, 'receive', {
      quantityReceived: 2,
      quantityDamaged: 1,
    });
    expect(received.statusCode, received.body).toBe(200);
    const completed = await decide(t, admin.token, request.id, 'complete', {
      refundMethod: 'UPI',
      refundDestination: 'anaya@okbank',
      refundReference: 'UTR 1234 5678',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await vials()).toEqual([9, 8]);
    expect((await movementsOf(placed.id)).filter((m) => m.reason === 'RETURN')).toEqual([
      { variantId: rose.vial.id, delta: 1, reason: 'RETURN' },
      { variantId: oud.vial.id, delta: 2, reason: 'RETURN' },
    ]);
    expect(await stockOf(t.database.db, oud.productId)).toBe(20);
  });
});
