import type { AdminCategory, Category, ErrorBody, Page, UploadResult } from '@attar/contracts';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { categories, mediaAssets, products, reviews } from '../../db/schema/index.js';
import { historyOf } from '../audit/audit.service.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object | FormData,
  token: string | null = admin.token,
) =>
  t.app.inject(
    token
      ? withToken(token, { method, url, payload: payload as object })
      : { method, url, payload: payload as object },
  );
const errorOf = (response: { body: string }) => json<ErrorBody>(response);

let nameCounter = 0;
const uniqueName = (base: string) => `${base} ${++nameCounter}`;

async function addViaApi(values: object): Promise<AdminCategory> {
  const response = await call('POST', '/api/categories/add', values);
  expect(response.statusCode, response.body).toBe(201);
  return json<AdminCategory>(response);
}

const softDelete = (ids: number[]) =>
  t.database.db.update(products).set({ deletedAt: new Date() }).where(inArray(products.id, ids));

const assetCount = async () => (await t.database.db.select().from(mediaAssets)).length;

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 169, b: 106 } } })
    .png()
    .toBuffer();

function form(
  fields: Record<string, string>,
  file?: { buffer: Buffer; field?: string; name?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.buffer)], { type: file.type ?? 'image/png' }),
      file.name ?? 'tile.png',
    );
  }
  return body;
}

describe('access to the admin category calls', () => {
  const routes: Array<[Method, string]> = [
    ['GET', '/api/categories/admingetcategory'],
    ['POST', '/api/categories/add'],
    ['PUT', '/api/categories/update/1'],
    ['DELETE', '/api/categories/delete/1'],
  ];

  it.each(routes)(
    '%s %s answers 401 to a visitor and 403 to a customer, with the error body',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'Sneaky' } : undefined;
      const visitor = await call(method, url, payload, null);
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor)).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
      const asCustomer = await call(method, url, payload, customer.token);
      expect(asCustomer.statusCode).toBe(403);
      expect(errorOf(asCustomer)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    },
  );

  it('refuses a customer a multipart update without storing the image', async () => {
    const before = await assetCount();
    const response = await call(
      'PUT',
      '/api/categories/update/1',
      form({ name: 'x' }, { buffer: await png() }),
      customer.token,
    );
    expect(response.statusCode).toBe(403);
    expect(await assetCount()).toBe(before);
  });
});

describe('POST /api/categories/add', () => {
  it('adds a category with a slug from its name, after the others, and records who added it', async () => {
    const name = uniqueName('Rose & Oud Attars');
    const created = await addViaApi({
      name: `  ${name} `,
      description: 'Kannauj distillations.',
      productType: 'FRAGRANCE',
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: 'Kannauj distillations.',
      productType: 'FRAGRANCE',
      imageUrl: null,
      imageUrls: [],
      imagePublicId: null,
      productCount: 0,
      deletedProductCount: 0,
      createdAt: expect.any(String),
    });
    const [entry, ...rest] = await historyOf(t.database.db, 'category', created.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'CREATE',
      changes: {
        name: { before: null, after: name },
        productType: { before: null, after: 'FRAGRANCE' },
        slug: { before: null, after: created.slug },
      },
    });
    const publicList = json<Page<Category>>(
      await t.app.inject({ method: 'GET', url: '/api/categories/getCategory?size=100' }),
    );
    expect(publicList.content.at(-1)?.id).toBe(created.id);
  });

  it('gives a second category whose name makes the same slug a numbered slug', async () => {
    const base = uniqueName('Pearl Jasmine');
    const first = await addViaApi({ name: base, productType: 'GIFT_SET' });
    const second = await addViaApi({ name: base.replace(' ', ' & '), productType: 'gift_set' });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(second).toMatchObject({ productType: 'GIFT_SET', description: '' });
  });

  it('answers 409 naming the name for a name in use, whatever its case', async () => {
    const name = uniqueName('Bridal Jewelry');
    await addViaApi({ name, productType: 'JEWELRY' });
    const response = await call('POST', '/api/categories/add', {
      name: name.toUpperCase(),
      productType: 'JEWELRY',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: `There is already a category called "${name}". Choose another name.`,
    });
  });

  it('lets one of several simultaneous adds of a name in different cases through', async () => {
    const name = uniqueName('Saffron Oils');
    const responses = await Promise.all(
      [name, name.toUpperCase(), name.toLowerCase(), name, ` ${name}`].map((variant) =>
        call('POST', '/api/categories/add', { name: variant, productType: 'FRAGRANCE' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409,
    ]);
    const conflicts = responses
      .filter((response) => response.statusCode === 409)
      .map((response) => errorOf(response).code);
    expect(new Set(conflicts)).toEqual(new Set(['CATEGORY_NAME_TAKEN']));
  });

  it('takes an uploaded image by its public id and shows it at card size', async () => {
    const upload = await call(
      'POST',
      '/api/upload/images',
      form({}, { buffer: await png(), field: 'file' }),
    );
    const { publicId } = json<UploadResult>(upload);
    const created = await addViaApi({
      name: uniqueName('Rings'),
      productType: 'JEWELRY',
      imagePublicId: publicId,
    });
    expect(created).toMatchObject({
      imagePublicId: publicId,
      imageUrl: `/media/card/${publicId}`,
      imageUrls: [publicId],
    });
  });

  it('answers 404 naming imagePublicId for an image that was never uploaded', async () => {
    const response = await call('POST', '/api/categories/add', {
      name: uniqueName('Anklets'),
      productType: 'JEWELRY',
      imagePublicId: 'up-0123456789abcdef',
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      code: 'NOT_FOUND',
      details: [{ path: 'imagePublicId' }],
    });
  });

  it.each([
    ['no name', { productType: 'FRAGRANCE' }, 'name'],
    ['a blank name', { name: '   ', productType: 'FRAGRANCE' }, 'name'],
    ['a name too long', { name: 'x'.repeat(61), productType: 'FRAGRANCE' }, 'name'],
    ['a name that is a number', { name: 42, productType: 'FRAGRANCE' }, 'name'],
    ['a NUL character', { name: 'Oud\u0000', productType: 'FRAGRANCE' }, 'name'],
    ['no product type', { name: 'Oud' }, 'productType'],
    ['an unknown product type', { name: 'Oud', productType: 'CANDLE' }, 'productType'],
    [
      'a description too long',
      { name: 'Oud', productType: 'FRAGRANCE', description: 'x'.repeat(501) },
      'description',
    ],
    [
      'a malformed image id',
      { name: 'Oud', productType: 'FRAGRANCE', imagePublicId: '../etc/passwd' },
      'imagePublicId',
    ],
  ])('answers 400 for %s', async (_label, payload, path) => {
    const response = await call('POST', '/api/categories/add', payload);
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

describe('GET /api/categories/admingetcategory', () => {
  it('pages categories with live and deleted product counts, and searches them', async () => {
    const name = uniqueName('Sandalwood Search');
    const category = await addViaApi({
      name,
      description: 'Mysore sandal',
      productType: 'FRAGRANCE',
    });
    const live = await addProduct(t.database.db, {
      name: uniqueName('Sandal Live'),
      categoryId: category.id,
    });
    const gone = await addProduct(t.database.db, {
      name: uniqueName('Sandal Gone'),
      categoryId: category.id,
    });
    await softDelete([gone.id]);
    expect(live.id).toBeGreaterThan(0);

    const found = json<Page<AdminCategory>>(
      await call(
        'GET',
        `/api/categories/admingetcategory?search=${encodeURIComponent(name.toLowerCase())}`,
      ),
    );
    expect(found.totalElements).toBe(1);
    expect(found.content[0]).toMatchObject({
      id: category.id,
      productCount: 1,
      deletedProductCount: 1,
    });

    const byDescription = json<Page<AdminCategory>>(
      await call('GET', '/api/categories/admingetcategory?search=mysore'),
    );
    expect(byDescription.content.map((row) => row.id)).toContain(category.id);
    const none = json<Page<AdminCategory>>(
      await call('GET', '/api/categories/admingetcategory?search=%25_nothing'),
    );
    expect(none).toMatchObject({ totalElements: 0, empty: true });

    const all = json<Page<AdminCategory>>(
      await call('GET', '/api/categories/admingetcategory?size=2&page=0'),
    );
    expect(all.content).toHaveLength(2);
    expect(all).toMatchObject({ size: 2, number: 0, first: true });
    expect(all.totalElements).toBeGreaterThan(2);

    const publicList = json<Page<Category>>(
      await t.app.inject({ method: 'GET', url: '/api/categories/getCategory?size=100' }),
    );
    expect(publicList.content.find((row) => row.id === category.id)?.productCount).toBe(1);
  });

  it('answers 400 for a size over 100 and a search too long', async () => {
    expect((await call('GET', '/api/categories/admingetcategory?size=101')).statusCode).toBe(400);
    const long = await call('GET', `/api/categories/admingetcategory?search=${'x'.repeat(101)}`);
    expect(errorOf(long)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /api/categories/update/{id} as JSON', () => {
  it('changes the fields sent, keeps the slug and the others, and records the change', async () => {
    const created = await addViaApi({
      name: uniqueName('Necklaces'),
      description: 'Old words',
      productType: 'JEWELRY',
    });
    const name = uniqueName('Necklaces and Chokers');
    const response = await call('PUT', `/api/categories/update/${created.id}`, {
      name,
      productType: 'gift_set',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminCategory>(response)).toMatchObject({
      id: created.id,
      name,
      slug: created.slug,
      description: 'Old words',
      productType: 'GIFT_SET',
    });
    const [latest] = await historyOf(t.database.db, 'category', created.id);
    expect(latest).toMatchObject({
      action: 'UPDATE',
      actorId: admin.id,
      changes: {
        name: { before: created.name, after: name },
        productType: { before: 'JEWELRY', after: 'GIFT_SET' },
      },
    });
    expect(Object.keys(latest!.changes).sort()).toEqual(['name', 'productType']);
  });

  it('sets and removes the image by public id', async () => {
    const created = await addViaApi({ name: uniqueName('Bangles'), productType: 'JEWELRY' });
    const { publicId } = json<UploadResult>(
      await call('POST', '/api/upload/images', form({}, { buffer: await png(), field: 'file' })),
    );
    const withImage = json<AdminCategory>(
      await call('PUT', `/api/categories/update/${created.id}`, { imagePublicId: publicId }),
    );
    expect(withImage).toMatchObject({
      imagePublicId: publicId,
      imageUrl: `/media/card/${publicId}`,
    });
    const without = json<AdminCategory>(
      await call('PUT', `/api/categories/update/${created.id}`, { imagePublicId: null }),
    );
    expect(without).toMatchObject({ imagePublicId: null, imageUrl: null });
    const [latest] = await historyOf(t.database.db, 'category', created.id);
    expect(latest?.changes).toEqual({ imagePublicId: { before: publicId, after: null } });
  });

  it('lets a category change the case of its own name, and records nothing when nothing changes', async () => {
    const created = await addViaApi({ name: uniqueName('earrings'), productType: 'JEWELRY' });
    const renamed = await call('PUT', `/api/categories/update/${created.id}`, {
      name: created.name.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(200);
    const entries = (await historyOf(t.database.db, 'category', created.id)).length;
    const same = await call('PUT', `/api/categories/update/${created.id}`, {
      name: created.name.toUpperCase(),
      productType: 'JEWELRY',
    });
    expect(same.statusCode).toBe(200);
    expect((await historyOf(t.database.db, 'category', created.id)).length).toBe(entries);
  });

  it("answers 409 for another category's name and 404 for an unknown id", async () => {
    const taken = await addViaApi({ name: uniqueName('Taken Name'), productType: 'FRAGRANCE' });
    const other = await addViaApi({ name: uniqueName('Other Name'), productType: 'FRAGRANCE' });
    const conflict = await call('PUT', `/api/categories/update/${other.id}`, {
      name: taken.name.toLowerCase(),
    });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: expect.stringContaining(taken.name),
    });
    const unknown = await call('PUT', '/api/categories/update/999999', { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });
  });

  it.each([
    ['an id that is not a number', '/api/categories/update/abc', { name: 'x' }],
    ['an id past the integer range', '/api/categories/update/99999999999', { name: 'x' }],
    ['a blank name', '/api/categories/update/1', { name: '' }],
    ['a product type of the wrong type', '/api/categories/update/1', { productType: 3 }],
  ])('answers 400 for %s', async (_label, url, payload) => {
    const response = await call('PUT', url, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /api/categories/update/{id} as a multipart form', () => {
  it('stores the image through the media service and changes the fields of the form', async () => {
    const created = await addViaApi({ name: uniqueName('Bracelets'), productType: 'JEWELRY' });
    const name = uniqueName('Bracelets and Kadas');
    const response = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form(
        { name, description: 'Gold and silver', productType: 'JEWELRY' },
        { buffer: await png(1200, 900) },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = json<AdminCategory>(response);
    expect(updated).toMatchObject({ name, description: 'Gold and silver', slug: created.slug });
    expect(updated.imagePublicId).toMatch(/^categories-[0-9a-f]{16}$/);
    const [asset] = await t.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.publicId, updated.imagePublicId!));
    expect(asset).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    const card = await t.app.inject({ method: 'GET', url: updated.imageUrl! });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    const [latest] = await historyOf(t.database.db, 'category', created.id);
    expect(latest?.changes).toMatchObject({
      name: { before: created.name, after: name },
      imagePublicId: { before: null, after: updated.imagePublicId },
    });
  });

  it('changes the fields alone when the form has no image, or an empty file part', async () => {
    const created = await addViaApi({ name: uniqueName('Toe Rings'), productType: 'JEWELRY' });
    const before = await assetCount();
    const response = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form(
        { description: 'Silver' },
        { buffer: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminCategory>(response)).toMatchObject({
      description: 'Silver',
      imagePublicId: null,
      name: created.name,
    });
    expect(await assetCount()).toBe(before);
  });

  it('refuses bad fields, an unknown id and a taken name before storing the image', async () => {
    const created = await addViaApi({ name: uniqueName('Pendants'), productType: 'JEWELRY' });
    const taken = await addViaApi({ name: uniqueName('Lockets'), productType: 'JEWELRY' });
    const before = await assetCount();
    const image = { buffer: await png() };

    const badType = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({ productType: 'CANDLE' }, image),
    );
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'productType' })],
    });

    const unknown = await call(
      'PUT',
      '/api/categories/update/999999',
      form({ name: 'Nobody' }, image),
    );
    expect(unknown.statusCode).toBe(404);

    const conflict = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({ name: taken.name }, image),
    );
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).code).toBe('CATEGORY_NAME_TAKEN');

    expect(await assetCount()).toBe(before);
  });

  it('answers 400 for an image in another field and 415 for a file that is not an image', async () => {
    const created = await addViaApi({ name: uniqueName('Nose Pins'), productType: 'JEWELRY' });
    const stray = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({}, { buffer: await png(), field: 'file' }),
    );
    expect(stray.statusCode).toBe(400);
    expect(errorOf(stray)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'file', message: 'Send the image in the "image" field' }],
    });

    const text = await call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({}, { buffer: Buffer.from('not a picture'), name: 'notes.png', type: 'image/png' }),
    );
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('DELETE /api/categories/delete/{id}', () => {
  it('answers 409 saying how many live products use the category, then deletes it once they are deleted', async () => {
    const category = await addViaApi({
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
    const reviewed = await call(
      'POST',
      `/api/products/${second.id}/reviews`,
      { rating: 5, body: 'Lasts all day.' },
      customer.token,
    );
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    const refused = await call('DELETE', `/api/categories/delete/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: expect.stringContaining('still holds 2 products'),
      details: { productCount: 2 },
    });

    await softDelete([first.id]);
    const stillOne = await call('DELETE', `/api/categories/delete/${category.id}`);
    expect(errorOf(stillOne).message).toContain('still holds 1 product.');

    await softDelete([second.id]);
    const deleted = await call('DELETE', `/api/categories/delete/${category.id}`);
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

    const again = await call('DELETE', `/api/categories/delete/${category.id}`);
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
    const placed = await call(
      'POST',
      '/api/order/placeOrder',
      {
        shippingAddressId: addressId,
        paymentMethodId: codId,
        totalAmount: quote.total,
        items: items.map((item) => ({ ...item, productName: 'x', productSku: 'x', price: 1 })),
      },
      customer.token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await softDelete([product.id]);

    const refused = await call('DELETE', `/api/categories/delete/${categoryId}`);
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
    expect((await call('DELETE', '/api/categories/delete/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/categories/delete/0')).statusCode).toBe(400);
  });

  it('deletes an empty category added by a fixture', async () => {
    const category = await addCategory(t.database.db, { name: uniqueName('Fixture Category') });
    expect((await call('DELETE', `/api/categories/delete/${category.id}`)).statusCode).toBe(204);
  });
});
