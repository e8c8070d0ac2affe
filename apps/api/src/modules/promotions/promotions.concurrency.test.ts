import type { Order, Quote } from '@attar/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { createdPromotion, switchPromotion } from '../../../test/promotion-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { promotionRedemptions } from '../../db/schema/index.js';

// A promotion's limits under parallel orders (decision 0063): each order locks the promotion's
// row and counts its redemptions before writing its own. PGlite runs one query at a time, so
// only PostgreSQL, with the app's pool of connections, shows orders truly overlapping.
describe.skipIf(!onPostgres)('promotion limits under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let owner: { token: string };
  let codId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
    owner = await signedInUser(t, 'ADMIN');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fifty shoppers, each with an address and the order payload of their quote. */
  async function shoppersReady(productId: number, promoCode?: string) {
    // Signed in one after another: fifty password checks at once is not what this is about.
    const shoppers: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let index = 0; index < 50; index += 1) shoppers.push(await signedInUser(t));
    return Promise.all(
      shoppers.map(async (shopper) => {
        const quote = json<Quote>(
          await t.app.inject(
            withToken(shopper.token, {
              method: 'POST',
              url: '/api/cart/quote',
              payload: {
                items: [{ productId, quantity: 1 }],
                paymentMethodId: codId,
                pincode: '400002',
                promoCode,
              },
            }),
          ),
        );
        const payload = {
          shippingAddressId: await addressOf(t, shopper.token),
          paymentMethodId: codId,
          totalAmount: quote.total,
          items: [{ productId, quantity: 1 }],
          promoCode,
        };
        return { shopper, payload };
      }),
    );
  }

  const placeAll = (ready: Awaited<ReturnType<typeof shoppersReady>>) =>
    Promise.all(
      ready.map(({ shopper, payload }) =>
        t.app.inject(
          withToken(shopper.token, { method: 'POST', url: '/api/order/placeOrder', payload }),
        ),
      ),
    );

  const countedUses = async (promotionId: number) => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(promotionRedemptions)
      .where(
        and(
          eq(promotionRedemptions.promotionId, promotionId),
          isNull(promotionRedemptions.releasedAt),
        ),
      );
    return row!.total;
  };

  it('a code limited to 5 uses, 50 parallel orders by 50 shoppers: exactly 5 get it', async () => {
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 100 });
    const code = await createdPromotion(t, owner.token, { code: 'FIVEONLY', usageLimit: 5 });
    const ready = await shoppersReady(product.id, 'FIVEONLY');
    const responses = await placeAll(ready);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(
      responses.filter(
        (r) =>
          r.statusCode === 422 &&
          json(r).code === 'PROMO_INVALID' &&
          json(r).message === 'The promo code FIVEONLY has been fully used.',
      ),
    ).toHaveLength(45);
    expect(await countedUses(code.id)).toBe(5);
    expect(await stockOf(t.database.db, product.id)).toBe(95);
  });

  it('an automatic offer limited to 3, 50 parallel orders: 3 get it, the others are shown the new total', async () => {
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 100 });
    const offer = await createdPromotion(t, owner.token, {
      code: null,
      title: 'First three',
      kind: 'AMOUNT_OFF',
      percent: null,
      amountOff: 100,
      usageLimit: 3,
    });
    try {
      const ready = await shoppersReady(product.id);
      const responses = await placeAll(ready);
      const placed = responses.filter((r) => r.statusCode === 201).map((r) => json<Order>(r));
      expect(placed).toHaveLength(3);
      expect(placed.every((order) => order.offerDiscount === 100)).toBe(true);
      const refused = responses.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => json(r).code)).toEqual(Array(47).fill('PRICE_CHANGED'));
      expect(await countedUses(offer.id)).toBe(3);
    } finally {
      await switchPromotion(t, owner.token, offer, false);
    }
  });
});
