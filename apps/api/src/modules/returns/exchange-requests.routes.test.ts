import { RETURN_MESSAGES, type ReturnRequest } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { deliveredOrder, requestReturn, type Shopper } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// What an item may be exchanged for, and the rules a replacement must meet (docs/product.md,
// "Returns and exchanges"); the rest of a request's rules are in returns.routes.test.ts.

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

async function deliveredWith(who: Shopper, stock = 10, rupees = 1000) {
  const product = await productFor(t, categoryId, { rupees, stock });
  const order = await deliveredOrder(t, who, admin, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  return { product, order };
}

describe('exchanges: options and the rules of the replacement', () => {
  it('offers in-stock products of the same kind at the price paid or less, and refuses the rest', async () => {
    const who = await signedInUser(t);
    const { product, order } = await deliveredWith(who, 10, 2000);
    const cheaper = await productFor(t, categoryId, { rupees: 1800, stock: 3 });
    const dearer = await productFor(t, categoryId, { rupees: 2500, stock: 3 });
    const soldOut = await productFor(t, categoryId, { rupees: 1500, stock: 0 });
    const rings = await addCategory(t.database.db, {
      name: `Bands ${Math.random()}`,
      productType: 'JEWELRY',
    });
    const ring = await productFor(t, rings.id, { rupees: 1000 });
    await t.database.db.execute(
      `update products set product_type = 'JEWELRY' where id = ${ring.id}` as never,
    );

    const options = await t.app.inject(
      withToken(who.token, {
        method: 'GET',
        url: `/api/returns/exchange-options?orderId=${order.id}&productId=${product.id}`,
      }),
    );
    expect(options.statusCode, options.body).toBe(200);
    const ids = json<{ id: number }[]>(options).map((option) => option.id);
    expect(ids).toContain(cheaper.id);
    expect(ids).not.toContain(dearer.id);
    expect(ids).not.toContain(soldOut.id);
    expect(ids).not.toContain(ring.id);
    expect(ids).not.toContain(product.id);

    const base = {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      type: 'EXCHANGE',
    };
    for (const [exchangeProductId, message] of [
      [dearer.id, RETURN_MESSAGES.exchangeTooExpensive],
      [soldOut.id, RETURN_MESSAGES.exchangeOutOfStock],
      [ring.id, RETURN_MESSAGES.exchangeWrongType],
      [product.id, RETURN_MESSAGES.exchangeSameProduct],
    ] as const) {
      const refused = await requestReturn(t, who.token, { ...base, exchangeProductId });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused)).toMatchObject({ code: 'EXCHANGE_NOT_ALLOWED', message });
    }
    const stranger = await signedInUser(t);
    const foreign = await t.app.inject(
      withToken(stranger.token, {
        method: 'GET',
        url: `/api/returns/exchange-options?orderId=${order.id}&productId=${product.id}`,
      }),
    );
    expect(foreign.statusCode).toBe(404);
    const accepted = await requestReturn(t, who.token, { ...base, exchangeProductId: cheaper.id });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(json<ReturnRequest>(accepted)).toMatchObject({
      type: 'EXCHANGE',
      exchangeProductId: cheaper.id,
      exchangeProductData: { id: cheaper.id, price: 1800 },
    });
  });

  it('exchanges a ring for itself in another size, which needs the size', async () => {
    const who = await signedInUser(t);
    const rings = await addCategory(t.database.db, {
      name: `Solitaires ${Math.random()}`,
      productType: 'JEWELRY',
    });
    const ring = await productFor(t, rings.id, { rupees: 45000, stock: 4 });
    await t.database.db.execute(
      `update products set product_type = 'JEWELRY' where id = ${ring.id}` as never,
    );
    const order = await deliveredOrder(t, who, admin, {
      items: [{ productId: ring.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const options = json<{ id: number; sameProduct: boolean }[]>(
      await t.app.inject(
        withToken(who.token, {
          method: 'GET',
          url: `/api/returns/exchange-options?orderId=${order.id}&productId=${ring.id}`,
        }),
      ),
    );
    expect(options).toContainEqual(expect.objectContaining({ id: ring.id, sameProduct: true }));
    const base = {
      orderId: order.id,
      productId: ring.id,
      reason: 'Size/fit issue',
      type: 'EXCHANGE',
      exchangeProductId: ring.id,
    };
    const noSize = await requestReturn(t, who.token, base);
    expect(noSize.statusCode).toBe(400);
    expect(json(noSize)).toMatchObject({ message: RETURN_MESSAGES.exchangeSizeRequired });
    const sized = await requestReturn(t, who.token, { ...base, exchangeSize: '14' });
    expect(sized.statusCode, sized.body).toBe(201);
    expect(json<ReturnRequest>(sized)).toMatchObject({
      exchangeSize: '14',
      exchangeProductData: { size: '14' },
    });
  });
});
