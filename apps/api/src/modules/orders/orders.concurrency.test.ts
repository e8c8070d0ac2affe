import type { Quote } from '@attar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVariant, stockOf } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { orders, promotionRedemptions } from '../../db/schema/index.js';

// PGlite runs one query at a time, so requests there never truly overlap: these proofs only
// mean something on PostgreSQL (docs/architecture.md, "Adapters"), with the app's pool of
// connections.
describe.skipIf(!onPostgres)('orders under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let codId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One unit of the product, of the variant `sku` names (else its default), at the quote's total. */
  async function payloadFor(token: string, productId: number, promoCode?: string, sku?: string) {
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: [{ productId, sku, quantity: 1 }],
          paymentMethodId: codId,
          pincode: '400002',
          promoCode,
        },
      }),
    );
    return {
      shippingAddressId: await addressOf(t, token),
      paymentMethodId: codId,
      totalAmount: quote.total,
      items: [{ productId, productSku: sku, quantity: 1 }],
      promoCode,
    };
  }

  const place = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject(
      withToken(token, { method: 'POST', url: '/api/order/placeOrder', headers, payload }),
    );

  const ordersOf = async (userIds: number[]) => {
    const rows = await t.database.db.select({ userId: orders.userId }).from(orders);
    return rows.filter((row) => userIds.includes(row.userId)).length;
  };

  it('200 parallel orders for a product with 5 in stock: exactly 5 orders, stock 0', async () => {
    const scarce = await productFor(t, categoryId, { rupees: 1500, stock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
    const payloads = await Promise.all(shoppers.map((s) => payloadFor(s.token, scarce.id)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        place(shoppers[index % 20]!.token, payloads[index % 20]!),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(195);
    expect(
      responses.every((r) => r.statusCode === 201 || json(r).code === 'INSUFFICIENT_STOCK'),
    ).toBe(true);
    expect(await stockOf(t.database.db, scarce.id)).toBe(0);
    expect(await ordersOf(shoppers.map((s) => s.id))).toBe(5);
  });

  it('50 shoppers ordering the last unit of one size at once: one order, that size at 0, the other size untouched', async () => {
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 7 });
    const large = await addVariant(t.database.db, product.id, {
      sku: `${product.sku}-100`,
      size: '100 ml',
      pricePaise: 180_000,
      stockQuantity: 1,
    });
    // Signed in one after another: fifty password checks at once is not what this test is about.
    const shoppers: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let index = 0; index < 50; index += 1) shoppers.push(await signedInUser(t));
    const payloads = await Promise.all(
      shoppers.map((shopper) => payloadFor(shopper.token, product.id, undefined, large.sku)),
    );
    const responses = await Promise.all(
      shoppers.map((shopper, index) => place(shopper.token, payloads[index]!)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      responses.filter((r) => r.statusCode === 409 && json(r).code === 'INSUFFICIENT_STOCK'),
    ).toHaveLength(49);
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(0);
    expect(await stockOf(t.database.db, product.id)).toBe(7);
    expect(await ordersOf(shoppers.map((s) => s.id))).toBe(1);
  });

  it('50 parallel FLAT50 orders by one customer: one redemption, one order', async () => {
    const shopper = await signedInUser(t);
    const p = await productFor(t, categoryId, { rupees: 1000, stock: 100 });
    const payload = await payloadFor(shopper.token, p.id, 'FLAT50');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(shopper.token, payload)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      responses.filter((r) => r.statusCode === 409 && json(r).code === 'PROMO_ALREADY_USED'),
    ).toHaveLength(49);
    const [redemptions] = await t.database.db
      .select({ total: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.userId, shopper.id));
    expect(redemptions!.total).toBe(1);
    expect(await ordersOf([shopper.id])).toBe(1);
    expect(await stockOf(t.database.db, p.id)).toBe(99);
  });

  it('the same Idempotency-Key 10 times in parallel: one order, every answer the same order', async () => {
    const shopper = await signedInUser(t);
    const p = await productFor(t, categoryId, { rupees: 1000, stock: 100 });
    const payload = await payloadFor(shopper.token, p.id);
    const headers = { 'idempotency-key': '5f0c2a1e-9d8b-4c7a-b6e5-d4c3b2a19080' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => place(shopper.token, payload, headers)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect(new Set(responses.map((r) => json<{ id: number }>(r).id)).size).toBe(1);
    expect(await ordersOf([shopper.id])).toBe(1);
    expect(await stockOf(t.database.db, p.id)).toBe(99);
  });
});
