import type { Quote } from '@attar/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../../test/catalog-fixtures.js';
import {
  fragranceWithVial,
  giftSet,
  giftSetCategories,
  withComponents,
} from '../../../test/gift-set-fixtures.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { orderItems, stockMovements } from '../../db/schema/index.js';

// Gift sets made of components under concurrency (decision 0060). PGlite runs one query at a
// time, so these proofs only mean something on PostgreSQL, with the app's pool of connections.
describe.skipIf(!onPostgres)('gift sets under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let codId: number;
  let fragranceCategoryId: number;
  let giftSetCategoryId: number;
  let adminToken: string;
  const shoppers: { token: string; addressId: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId } = await orderReadyStore(t));
    ({ fragranceCategoryId, giftSetCategoryId } = await giftSetCategories(t));
    adminToken = (await signedInUser(t, 'ADMIN')).token;
    // Signed in one after another: many password checks at once is not what this is about.
    for (let index = 0; index < 20; index += 1) {
      const { token } = await signedInUser(t);
      shoppers.push({ token, addressId: await addressOf(t, token) });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  type Line = { productId: number; quantity: number; sku?: string };

  /** An order body at the quote's total; `place` gives it the shopper's own address. */
  async function payloadFor(items: Line[]) {
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    return {
      paymentMethodId: codId,
      totalAmount: quote.total,
      items: items.map(({ sku, ...line }) => ({ ...line, productSku: sku })),
    };
  }

  const place = (index: number, payload: object) => {
    const shopper = shoppers[index % shoppers.length]!;
    return t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: { ...payload, shippingAddressId: shopper.addressId },
      }),
    );
  };

  /** Units each product's lines took in placed orders. */
  async function unitsOrdered(productId: number): Promise<number> {
    const rows = await t.database.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, productId));
    return rows.reduce((sum, row) => sum + row.quantity, 0);
  }

  it('the last 5 rose vials: 60 parallel orders of the set (2 roses each) and 60 of the vial itself never oversell, and the ledger adds up', async () => {
    const rose = await fragranceWithVial(t, fragranceCategoryId, 5);
    const oud = await fragranceWithVial(t, fragranceCategoryId, 500);
    const set = await giftSet(t, giftSetCategoryId);
    await withComponents(t, adminToken, set.id, [
      { variantId: rose.vial.id, quantity: 2 },
      { variantId: oud.vial.id, quantity: 1 },
    ]);
    const ofSet = await payloadFor([{ productId: set.id, quantity: 1 }]);
    const ofVial = await payloadFor([
      { productId: rose.productId, quantity: 1, sku: rose.vial.sku },
    ]);
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        place(index, index % 2 === 0 ? ofSet : ofVial).then((response) => ({
          set: index % 2 === 0,
          response,
        })),
      ),
    );
    const placed = responses.filter(({ response }) => response.statusCode === 201);
    expect(
      responses.every(
        ({ response }) =>
          response.statusCode === 201 || json(response).code === 'INSUFFICIENT_STOCK',
      ),
    ).toBe(true);
    const setsSold = placed.filter((entry) => entry.set).length;
    const vialsSold = placed.filter((entry) => !entry.set).length;
    const roseLeft = await stockOf(t.database.db, rose.productId, rose.vial.id);
    // Never below zero, and every unit taken is an order's: two per set, one per vial.
    expect(roseLeft).toBeGreaterThanOrEqual(0);
    expect(2 * setsSold + vialsSold).toBe(5 - roseLeft);
    // What is left cannot make another set or sell another vial only when none is left.
    expect(roseLeft).toBeLessThan(1);
    expect(await stockOf(t.database.db, oud.productId, oud.vial.id)).toBe(500 - setsSold);
    expect(await unitsOrdered(set.id)).toBe(setsSold);
    const ledger = await t.database.db
      .select({ variantId: stockMovements.variantId, delta: stockMovements.delta })
      .from(stockMovements)
      .where(inArray(stockMovements.variantId, [rose.vial.id, oud.vial.id]));
    const roseTaken = ledger
      .filter((row) => row.variantId === rose.vial.id && row.delta < 0)
      .reduce((sum, row) => sum - row.delta, 0);
    expect(roseTaken).toBe(5 - roseLeft);
  });

  it('orders of two sets sharing components, and of both sets at once, run side by side without a deadlock or an oversell', async () => {
    const rose = await fragranceWithVial(t, fragranceCategoryId, 9);
    const oud = await fragranceWithVial(t, fragranceCategoryId, 9);
    const khus = await fragranceWithVial(t, fragranceCategoryId, 9);
    // Set A lists rose before khus, set B khus before oud: their takes still lock in id order.
    const setA = await giftSet(t, giftSetCategoryId);
    const setB = await giftSet(t, giftSetCategoryId);
    await withComponents(t, adminToken, setA.id, [
      { variantId: khus.vial.id, quantity: 1 },
      { variantId: rose.vial.id, quantity: 1 },
    ]);
    await withComponents(t, adminToken, setB.id, [
      { variantId: oud.vial.id, quantity: 1 },
      { variantId: khus.vial.id, quantity: 1 },
    ]);
    const payloads = [
      await payloadFor([{ productId: setA.id, quantity: 1 }]),
      await payloadFor([{ productId: setB.id, quantity: 1 }]),
      await payloadFor([
        { productId: setB.id, quantity: 1 },
        { productId: setA.id, quantity: 1 },
      ]),
      await payloadFor([
        { productId: khus.productId, quantity: 1, sku: khus.vial.sku },
        { productId: setA.id, quantity: 1 },
      ]),
    ];
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, index) => place(index, payloads[index % 4]!)),
    );
    const codes = responses.map((response) =>
      response.statusCode === 201 ? 'placed' : json(response).code,
    );
    expect(codes.filter((code) => code !== 'placed' && code !== 'INSUFFICIENT_STOCK')).toEqual([]);
    const left = {
      rose: await stockOf(t.database.db, rose.productId, rose.vial.id),
      oud: await stockOf(t.database.db, oud.productId, oud.vial.id),
      khus: await stockOf(t.database.db, khus.productId, khus.vial.id),
    };
    const soldA = await unitsOrdered(setA.id);
    const soldB = await unitsOrdered(setB.id);
    const khusAlone = await unitsOrdered(khus.productId);
    expect(left.rose).toBe(9 - soldA);
    expect(left.oud).toBe(9 - soldB);
    expect(left.khus).toBe(9 - soldA - soldB - khusAlone);
    expect(Object.values(left).every((units) => units >= 0)).toBe(true);
    // The khus vials, in both sets and sold alone, run out first.
    expect(left.khus).toBe(0);
  });
});
