import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, WishlistItem } from '@attar/contracts';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { products, wishlistItems } from '../../db/schema/index.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const category = await addCategory(db, { name: 'Attars' });
  for (const name of ['Mogra Attar', 'Khus Attar', 'Hina Attar', 'Shamama Attar']) {
    ids[name] = (await addProduct(db, { name, categoryId: category.id })).id;
  }
  ids.deleted = (
    await addProduct(db, { name: 'Retired Attar', categoryId: category.id, deletedAt: new Date() })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const add = (token: string, productId: number | string) =>
  t.app.inject(withToken(token, { method: 'POST', url: `/api/wishlist/add/${productId}` }));
const remove = (token: string, productId: number | string) =>
  t.app.inject(withToken(token, { method: 'DELETE', url: `/api/wishlist/delete/${productId}` }));
const count = async (token: string) =>
  json<{ count: number }>(
    await t.app.inject(withToken(token, { method: 'GET', url: '/api/wishlist/wishlist/count' })),
  ).count;
async function list(token: string, query = '') {
  const response = await t.app.inject(
    withToken(token, { method: 'GET', url: `/api/wishlist/Get${query}` }),
  );
  expect(response.statusCode).toBe(200);
  return json<Page<WishlistItem>>(response);
}

describe('POST /api/wishlist/add/{id}', () => {
  it('adds a product once: 201 the first time, 200 with the same item after', async () => {
    const { token } = await signedInUser(t);
    const first = await add(token, ids['Mogra Attar']!);
    expect(first.statusCode).toBe(201);
    const item = json<WishlistItem>(first);
    expect(item).toMatchObject({
      id: expect.any(Number),
      productId: ids['Mogra Attar'],
      product: {
        id: ids['Mogra Attar'],
        name: 'Mogra Attar',
        price: 2500,
        averageRating: null,
        reviewCount: 0,
      },
      addedAt: expect.any(String),
    });
    const again = await add(token, ids['Mogra Attar']!);
    expect(again.statusCode).toBe(200);
    expect(json<WishlistItem>(again)).toEqual(item);
    expect(await count(token)).toBe(1);
  });

  it('answers 404 for an unknown or deleted product and 400 for a bad id', async () => {
    const { token } = await signedInUser(t);
    for (const id of [999_999, ids.deleted!]) {
      const response = await add(token, id);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await add(token, id);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await count(token)).toBe(0);
  });
});

describe('GET /api/wishlist/Get and /api/wishlist/wishlist/count', () => {
  it('lists the user’s own products, newest first, in pages', async () => {
    const { token } = await signedInUser(t);
    for (const name of ['Mogra Attar', 'Khus Attar', 'Hina Attar'])
      expect((await add(token, ids[name]!)).statusCode).toBe(201);
    const page = await list(token);
    expect(page.content.map((item) => item.product.name)).toEqual([
      'Hina Attar',
      'Khus Attar',
      'Mogra Attar',
    ]);
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
      empty: false,
    });
    const second = await list(token, '?page=1&size=2');
    expect(second.content.map((item) => item.product.name)).toEqual(['Mogra Attar']);
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, first: false, last: true });
    expect(await count(token)).toBe(3);
  });

  it('keeps a product deleted after it was added, as it was but not for sale, until it is restored', async () => {
    const db = t.database.db;
    const category = await addCategory(db, { name: 'Soon Gone' });
    const product = await addProduct(db, {
      name: 'Fleeting Attar',
      categoryId: category.id,
      stockQuantity: 4,
    });
    const { token } = await signedInUser(t);
    await add(token, product.id);
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect(await count(token)).toBe(1);
    const page = await list(token);
    expect(page).toMatchObject({ totalElements: 1 });
    expect(page.content[0]!.product).toMatchObject({
      name: 'Fleeting Attar',
      stockQuantity: 4,
      inStock: false,
      deletedAt: expect.any(String),
    });
    await db.update(products).set({ deletedAt: null }).where(eq(products.id, product.id));
    expect((await list(token)).content[0]!.product).toMatchObject({
      inStock: true,
      deletedAt: null,
    });
  });

  it('starts empty and answers 400 for bad paging', async () => {
    const { token } = await signedInUser(t);
    expect(await list(token)).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      empty: true,
    });
    expect(await count(token)).toBe(0);
    for (const query of ['?size=0', '?size=101', '?page=-1', '?page=x']) {
      const response = await t.app.inject(
        withToken(token, { method: 'GET', url: `/api/wishlist/Get${query}` }),
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('DELETE /api/wishlist/delete/{productId}', () => {
  it('removes by product id, then answers 404', async () => {
    const { token } = await signedInUser(t);
    await add(token, ids['Khus Attar']!);
    const response = await remove(token, ids['Khus Attar']!);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await count(token)).toBe(0);
    const again = await remove(token, ids['Khus Attar']!);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This product is not in your wishlist',
    });
    expect((await remove(token, 'abc')).statusCode).toBe(400);
  });
});

describe('wishlist access', () => {
  it('keeps each user to their own list', async () => {
    const anaya = await signedInUser(t);
    const dev = await signedInUser(t);
    await add(anaya.token, ids['Shamama Attar']!);
    expect(await count(dev.token)).toBe(0);
    expect((await list(dev.token)).content).toEqual([]);
    const foreign = await remove(dev.token, ids['Shamama Attar']!);
    expect(foreign.statusCode).toBe(404);
    expect(await count(anaya.token)).toBe(1);
  });

  it.each([
    ['POST', `/api/wishlist/add/1`],
    ['GET', '/api/wishlist/wishlist/count'],
    ['GET', '/api/wishlist/Get'],
    ['DELETE', '/api/wishlist/delete/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe.runIf(onPostgres)('wishlist under concurrency (PostgreSQL)', () => {
  it('keeps one row when the same product is added ten times at once', async () => {
    const { id, token } = await signedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => add(token, ids['Hina Attar']!)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, id));
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((response) => json<WishlistItem>(response).id))).toEqual(
      new Set([rows[0]!.id]),
    );
  });
});
