import type { Quote } from '@attar/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { stockOf } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { stockMovements } from '../../db/schema/index.js';

// Only PostgreSQL runs these requests truly side by side (docs/architecture.md, "Adapters").
describe.skipIf(!onPostgres)('the stock ledger under concurrency (PostgreSQL only)', () => {
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

  it('orders and admin stock changes at once: stock never negative, the ledger adds up move by move', async () => {
    const admin = adminCatalogue(t, (await signedInUser(t, 'ADMIN')).token);
    const product = await admin.add(
      fragrancePayload(categoryId, { price: 1500, stockQuantity: 8 }),
    );
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t)));
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: [{ productId: product.id, quantity: 1 }],
          paymentMethodId: codId,
          pincode: '400002',
        },
      }),
    );
    const payloads = await Promise.all(
      shoppers.map(async (shopper) => ({
        shippingAddressId: await addressOf(t, shopper.token),
        paymentMethodId: codId,
        totalAmount: quote.total,
        items: [{ productId: product.id, quantity: 1 }],
      })),
    );
    const orders = Array.from({ length: 30 }, (_, index) =>
      t.app.inject(
        withToken(shoppers[index % 10]!.token, {
          method: 'POST',
          url: '/api/order/placeOrder',
          payload: payloads[index % 10]!,
        }),
      ),
    );
    const receipts = Array.from({ length: 6 }, () => admin.adjustStock(product.id, 2, 'Restock'));
    const responses = await Promise.all([...orders, ...receipts]);
    expect(responses.every((response) => [200, 201, 409].includes(response.statusCode))).toBe(true);
    const placed = responses.slice(0, 30).filter((response) => response.statusCode === 201).length;
    expect(responses.slice(30).every((response) => response.statusCode === 200)).toBe(true);

    const stockNow = await stockOf(t.database.db, product.id);
    expect(stockNow).toBe(8 + 12 - placed);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id))
      .orderBy(asc(stockMovements.id));
    expect(moves.filter((move) => move.reason === 'ORDER')).toHaveLength(placed);
    let stock = 0;
    for (const move of moves) {
      stock += move.delta;
      expect(move.stockAfter).toBe(stock);
    }
    expect(stock).toBe(stockNow);
  });
});
