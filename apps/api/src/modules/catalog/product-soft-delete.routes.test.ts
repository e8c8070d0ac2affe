import type {
  AdminProduct,
  AdminReview,
  Category,
  Order,
  Page,
  Product,
  WishlistItem,
} from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload, uploadedImages } from '../../../test/admin-catalogue.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: ReturnType<typeof adminCatalogue>;
let adminToken: string;
let shopper: { id: number; token: string };
let codId: number;
let categoryId: number;
let vanishing: AdminProduct;
let sibling: AdminProduct;
let pastOrder: Order;

const get = async <T>(url: string, token?: string) => {
  const response = await t.app.inject(
    token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url },
  );
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json<T>(response);
};
const namesAt = async (url: string) =>
  (await get<Page<Product>>(url)).content.map((product) => product.name);
const countOf = async () =>
  (await get<Page<Category>>('/api/categories/getCategory?size=100')).content.find(
    (c) => c.id === categoryId,
  )!.productCount;

async function orderPayload(productId: number) {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items: [{ productId, quantity: 1 }], paymentMethodId: codId, pincode: '400002' },
  });
  return {
    shippingAddressId: await addressOf(t, shopper.token),
    paymentMethodId: codId,
    totalAmount: json<{ total: number }>(quote).total,
    items: [{ productId, quantity: 1 }],
  };
}

/** Every storefront list a live product appears in, for the vanishing product. */
const storefrontLists = () => [
  '/api/products/getAll?size=100',
  '/api/products/search?keyword=zafran',
  '/api/products/getAll?search=zafran',
  '/api/products/getAll?menuType=FESTIVE',
  '/api/products/getAll?menuType=WOMEN',
  '/api/products/getAll?isFeatured=true',
  '/api/products/getAll?menuType=FEATURED',
  `/api/products/getAll?category=${categoryId}`,
  `/api/products/category/${categoryId}`,
];

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  adminToken = (await signedInUser(t, 'ADMIN')).token;
  admin = adminCatalogue(t, adminToken);
  shopper = await signedInUser(t);
  const images = await uploadedImages(t, 'up-zafran-1', 'up-zafran-2');
  vanishing = await admin.add(
    fragrancePayload(categoryId, {
      name: 'Zafran Noir Attar',
      gender: 'WOMEN',
      occasions: ['FESTIVE'],
      isFeatured: true,
      stockQuantity: 7,
      notesPyramid: { top: ['saffron'], heart: ['rose'], base: ['oud'] },
      imagePublicIds: images,
    }),
  );
  sibling = await admin.add(
    fragrancePayload(categoryId, {
      name: 'Zafran Day Attar',
      gender: 'WOMEN',
      occasions: ['FESTIVE'],
      isFeatured: true,
    }),
  );

  const placed = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: await orderPayload(vanishing.id),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  pastOrder = json<Order>(placed);
  await t.app.inject(
    withToken(shopper.token, { method: 'POST', url: `/api/wishlist/add/${vanishing.id}` }),
  );
  const review = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: `/api/products/${vanishing.id}/reviews`,
      payload: { rating: 5, title: 'Heady', body: 'Saffron and oud that lasts all evening long.' },
    }),
  );
  expect(review.statusCode, review.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('a deleted product', () => {
  it('is in every storefront list before it is deleted', async () => {
    for (const url of storefrontLists())
      expect(await namesAt(url), url).toContain('Zafran Noir Attar');
    expect(await countOf()).toBe(2);
  });

  it('leaves listings, search, menus, featured, related products and category counts', async () => {
    const response = await admin.remove(vanishing.id);
    expect([response.statusCode, response.body]).toEqual([204, '']);
    for (const url of storefrontLists()) {
      const names = await namesAt(url);
      expect(names, url).not.toContain('Zafran Noir Attar');
      expect(names, url).toContain('Zafran Day Attar');
    }
    expect(await countOf()).toBe(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/getProduct/${vanishing.id}`,
    });
    expect([read.statusCode, json(read).message]).toEqual([404, 'Product not found']);
  });

  it('cannot be quoted or ordered: 409 PRODUCT_UNAVAILABLE naming it', async () => {
    const expected = {
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
      message: 'No longer sold: Zafran Noir Attar. Remove it from your cart to continue.',
      details: {
        products: [{ productId: vanishing.id, name: 'Zafran Noir Attar', sku: vanishing.sku }],
      },
    };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { productId: sibling.id, quantity: 1 },
          { productId: vanishing.id, quantity: 1 },
        ],
      },
    });
    expect(json(quote)).toMatchObject(expected);
    const order = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: await addressOf(t, shopper.token),
          paymentMethodId: codId,
          totalAmount: 3449,
          items: [{ productId: vanishing.id, quantity: 1 }],
        },
      }),
    );
    expect(json(order)).toMatchObject(expected);
    const wishlistAdd = await t.app.inject(
      withToken(shopper.token, { method: 'POST', url: `/api/wishlist/add/${vanishing.id}` }),
    );
    expect(wishlistAdd.statusCode).toBe(404);
  });

  it('still shows as it was in past orders, the wishlist and the admin review list', async () => {
    const order = await get<Order>(`/api/order/my-orders/track/${pastOrder.id}`, shopper.token);
    expect(order.items[0]).toMatchObject({
      productId: vanishing.id,
      name: 'Zafran Noir Attar',
      sku: vanishing.sku,
      product: { imageUrl: '/media/thumb/up-zafran-1' },
    });
    const wishlist = await get<Page<WishlistItem>>('/api/wishlist/Get', shopper.token);
    expect(wishlist.content.map((item) => item.product)).toEqual([
      expect.objectContaining({
        name: 'Zafran Noir Attar',
        inStock: false,
        deletedAt: expect.any(String),
      }),
    ]);
    const reviews = await get<Page<AdminReview>>(
      '/api/admin/products/reviews/search?query=zafran',
      adminToken,
    );
    expect(reviews.content.map((review) => review.productName)).toEqual(['Zafran Noir Attar']);
  });

  it('is listed among the deleted products for the admin, searchable by name or SKU', async () => {
    const deleted = await get<Page<AdminProduct>>('/api/products/get/deleted', adminToken);
    expect(deleted.content.map((product) => [product.id, product.deletedAt !== null])).toEqual([
      [vanishing.id, true],
    ]);
    const bySku = await get<Page<AdminProduct>>(
      `/api/products/get/deleted?search=${vanishing.sku.toLowerCase()}`,
      adminToken,
    );
    expect(bySku.totalElements).toBe(1);
    const other = await get<Page<AdminProduct>>('/api/products/get/deleted?search=day', adminToken);
    expect(other.totalElements).toBe(0);
    const live = await get<Page<AdminProduct>>('/api/admin/products?search=zafran', adminToken);
    expect(live.content.map((product) => product.name)).toEqual(['Zafran Day Attar']);
  });

  it('deleting it again changes nothing', async () => {
    expect((await admin.remove(vanishing.id)).statusCode).toBe(204);
    const history = json<Page<{ action: string }>>(await admin.history(vanishing.id));
    expect(history.content.filter((entry) => entry.action === 'DELETE')).toHaveLength(1);
  });
});

describe('restoring a deleted product', () => {
  it('brings it back whole: lists, counts, images, stock, the wishlist and ordering', async () => {
    const response = await admin.restore(vanishing.id);
    expect(response.statusCode, response.body).toBe(200);
    const restored = json<AdminProduct>(response);
    expect(restored).toMatchObject({
      deletedAt: null,
      inStock: true,
      stockQuantity: 6,
      isFeatured: true,
      notes: ['saffron', 'rose', 'oud'],
      images: [
        expect.objectContaining({ publicId: 'up-zafran-1', isPrimary: true }),
        expect.objectContaining({ publicId: 'up-zafran-2' }),
      ],
    });
    for (const url of storefrontLists())
      expect(await namesAt(url), url).toContain('Zafran Noir Attar');
    expect(await countOf()).toBe(2);
    const wishlist = await get<Page<WishlistItem>>('/api/wishlist/Get', shopper.token);
    expect(wishlist.content[0]!.product).toMatchObject({ inStock: true, deletedAt: null });
    const placed = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: await orderPayload(vanishing.id),
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      (await get<Page<AdminProduct>>('/api/products/get/deleted', adminToken)).totalElements,
    ).toBe(0);
  });

  it('restoring a live product changes nothing, and an unknown one is 404', async () => {
    const again = await admin.restore(vanishing.id);
    expect([again.statusCode, json<AdminProduct>(again).deletedAt]).toEqual([200, null]);
    const history = json<Page<{ action: string }>>(await admin.history(vanishing.id));
    expect(history.content.filter((entry) => entry.action === 'RESTORE')).toHaveLength(1);
    expect((await admin.restore(987_654)).statusCode).toBe(404);
    expect((await admin.remove(987_654)).statusCode).toBe(404);
  });
});
