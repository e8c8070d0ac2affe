import type { Product } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, createTestApp, json, type TestApp } from '../../test/test-app.js';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { addProduct } from '../../test/catalog-fixtures.js';

// The best sellers a search that found nothing shows (docs/product.md, "Search").

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE: 'off' } });
});
afterAll(async () => {
  await t.close();
});

const bestSellers = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/best-sellers${query}` });
  return { status: response.statusCode, body: response.body };
};
const names = async (query = '') =>
  json<Product[]>({ body: (await bestSellers(query)).body }).map((product) => product.name);

describe('GET /api/products/best-sellers', () => {
  it('lists what sold the most units, in stock, filled with featured products', async () => {
    const { codId, categoryId } = await orderReadyStore(t);
    const featured = await addProduct(t.database.db, {
      name: 'Featured Oud',
      categoryId,
      pricePaise: 250_000,
      stockQuantity: 5,
      isFeatured: true,
    });
    const fewer = await productFor(t, categoryId, { rupees: 1200, name: 'Sold Once' });
    const most = await productFor(t, categoryId, { rupees: 900, name: 'Sold Thrice' });
    const soldOut = await productFor(t, categoryId, { rupees: 700, stock: 4, name: 'Sold Out' });
    await productFor(t, categoryId, { rupees: 800, name: 'Never Sold' });

    // A new store: its featured products.
    expect(await names()).toEqual([featured.name]);

    const shopper = (await signedInUser(t)).token;
    await placedOrder(t, shopper, {
      items: [{ productId: most.id, quantity: 3 }],
      paymentMethodId: codId,
    });
    await placedOrder(t, shopper, {
      items: [{ productId: fewer.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    await placedOrder(t, shopper, {
      items: [{ productId: soldOut.id, quantity: 4 }],
      paymentMethodId: codId,
    });

    expect(await names('?size=3')).toEqual(['Sold Thrice', 'Sold Once', featured.name]);
    expect(await names('?size=1')).toEqual(['Sold Thrice']);
  });

  it('refuses a size that is not one', async () => {
    for (const query of ['?size=0', '?size=25', '?size=two', '?size=1%00']) {
      const answer = await bestSellers(query);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
