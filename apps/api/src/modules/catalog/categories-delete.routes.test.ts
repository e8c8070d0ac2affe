import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { categories, products, reviews } from '../../db/schema/index.js';
import { historyOf } from '../audit/audit.service.js';
import { categoryApi, errorOf, uniqueName } from './categories.test-fixtures.js';

// Deleting a category: refused while products use it or orders name its deleted products.

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };
let api: ReturnType<typeof categoryApi>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
  api = categoryApi(t, admin.token);
});
afterAll(async () => {
  await t.close();
});

describe('DELETE /api/categories/delete/{id}', () => {
  it('answers 409 saying how many live products use the category, then deletes it once they are deleted', async () => {
    const category = await api.add({
      name: uniqueName('Chandan Attars'),
      productType: 'FRAGRANCE',
    });
    const first = await addProduct(t.database.db, {
      name: uniqueName('Chandan One'),
      categoryId: category.id,
    });
    const second = await addProduct(t.database.db, {
      name: uniqueName('Chandan Two'),
      categoryId: category.id,
    });
    const reviewed = await api.call(
      'POST',
      `/api/products/${second.id}/reviews`,
      { rating: 5, body: 'Lasts all day.' },
      customer.token,
    );
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    const refused = await api.call('DELETE', `/api/categories/delete/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: expect.stringContaining('still holds 2 products'),
      details: { productCount: 2 },
    });

    await api.softDelete([first.id]);
    const stillOne = await api.call('DELETE', `/api/categories/delete/${category.id}`);
    expect(errorOf(stillOne).message).toContain('still holds 1 product.');

    await api.softDelete([second.id]);
    const deleted = await api.call('DELETE', `/api/categories/delete/${category.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect(
      await t.database.db.select().from(categories).where(eq(categories.id, category.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(inArray(products.id, [first.id, second.id])),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(reviews).where(eq(reviews.productId, second.id)),
    ).toEqual([]);

    const [entry] = await historyOf(t.database.db, 'category', category.id);
    expect(entry).toMatchObject({
      action: 'DELETE',
      actorId: admin.id,
      changes: { name: { before: category.name, after: null } },
      reason: 'With 2 deleted product(s) removed for good',
    });
    const [purge] = await historyOf(t.database.db, 'product', first.id);
    expect(purge).toMatchObject({
      action: 'PURGE',
      changes: { name: { before: first.name, after: null } },
    });

    const again = await api.call('DELETE', `/api/categories/delete/${category.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('keeps a category whose deleted products are on orders, with 409', async () => {
    const { codId, categoryId } = await orderReadyStore(t);
    const product = await productFor(t, categoryId, { rupees: 500 });
    const addressId = await addressOf(t, customer.token);
    const items = [{ productId: product.id, quantity: 1 }];
    const quote = json<{ total: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    const placed = await api.call(
      'POST',
      '/api/order/placeOrder',
      {
        shippingAddressId: addressId,
        paymentMethodId: codId,
        totalAmount: quote.total,
        items: items.map((item) => ({ ...item, productName: 'x', price: 1 })),
      },
      customer.token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await api.softDelete([product.id]);

    const refused = await api.call('DELETE', `/api/categories/delete/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CATEGORY_IN_USE',
      details: { deletedProductsOnOrders: true },
    });
    expect(
      await t.database.db.select().from(categories).where(eq(categories.id, categoryId)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(products).where(eq(products.id, product.id)),
    ).toHaveLength(1);
    expect(await historyOf(t.database.db, 'category', categoryId)).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await api.call('DELETE', '/api/categories/delete/999999')).statusCode).toBe(404);
    expect((await api.call('DELETE', '/api/categories/delete/0')).statusCode).toBe(400);
  });

  it('deletes an empty category added by a fixture', async () => {
    const category = await addCategory(t.database.db, { name: uniqueName('Fixture Category') });
    expect((await api.call('DELETE', `/api/categories/delete/${category.id}`)).statusCode).toBe(
      204,
    );
  });
});
