import type { AdminCategory, Category, Page, UploadResult } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { historyOf } from '../audit/audit.service.js';
import {
  categoryApi,
  errorOf,
  form,
  png,
  uniqueName,
  type Method,
} from './categories.test-fixtures.js';

// Who may call the admin category calls, adding categories and the admin's list. Changing them is
// in categories-update.routes.test.ts, deleting them in categories-delete.routes.test.ts.

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
      const visitor = await api.call(method, url, payload, null);
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor)).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
      const asCustomer = await api.call(method, url, payload, customer.token);
      expect(asCustomer.statusCode).toBe(403);
      expect(errorOf(asCustomer)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    },
  );

  it('refuses a customer a multipart update without storing the image', async () => {
    const before = await api.assetCount();
    const response = await api.call(
      'PUT',
      '/api/categories/update/1',
      form({ name: 'x' }, { buffer: await png() }),
      customer.token,
    );
    expect(response.statusCode).toBe(403);
    expect(await api.assetCount()).toBe(before);
  });
});

describe('POST /api/categories/add', () => {
  it('adds a category with a slug from its name, after the others, and records who added it', async () => {
    const name = uniqueName('Rose & Oud Attars');
    const created = await api.add({
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
    const first = await api.add({ name: base, productType: 'GIFT_SET' });
    const second = await api.add({ name: base.replace(' ', ' & '), productType: 'gift_set' });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(second).toMatchObject({ productType: 'GIFT_SET', description: '' });
  });

  it('answers 409 naming the name for a name in use, whatever its case', async () => {
    const name = uniqueName('Bridal Jewelry');
    await api.add({ name, productType: 'JEWELRY' });
    const response = await api.call('POST', '/api/categories/add', {
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
        api.call('POST', '/api/categories/add', { name: variant, productType: 'FRAGRANCE' }),
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
    const upload = await api.call(
      'POST',
      '/api/upload/images',
      form({}, { buffer: await png(), field: 'file' }),
    );
    const { publicId } = json<UploadResult>(upload);
    const created = await api.add({
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
    const response = await api.call('POST', '/api/categories/add', {
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

  it('adds a FRAGRANCE category from its name alone', async () => {
    const name = uniqueName('Oud Collection');
    const response = await api.call('POST', '/api/categories/add', { name });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<AdminCategory>(response)).toMatchObject({
      name,
      description: '',
      productType: 'FRAGRANCE',
      imagePublicId: null,
    });
  });

  it('adds a category from a multipart form, its image stored by the media service', async () => {
    const name = uniqueName('Anklets');
    const response = await api.call(
      'POST',
      '/api/categories/add',
      form(
        { name, description: 'Silver', productType: 'jewelry' },
        { buffer: await png(800, 600) },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = json<AdminCategory>(response);
    expect(created).toMatchObject({ name, description: 'Silver', productType: 'JEWELRY' });
    expect(created.imagePublicId).toMatch(/^categories-[0-9a-f]{16}$/);
    const card = await t.app.inject({ method: 'GET', url: created.imageUrl! });
    expect(card.statusCode).toBe(200);
    const alone = await api.call(
      'POST',
      '/api/categories/add',
      form({ name: uniqueName('Rings') }),
    );
    expect(alone.statusCode, alone.body).toBe(201);
    expect(json<AdminCategory>(alone)).toMatchObject({
      productType: 'FRAGRANCE',
      imagePublicId: null,
    });
  });

  it('refuses a form without a name, or with a name in use, and keeps no image', async () => {
    const before = await api.assetCount();
    const nameless = await api.call(
      'POST',
      '/api/categories/add',
      form({ description: 'No name' }, { buffer: await png() }),
    );
    expect(nameless.statusCode).toBe(400);
    expect(errorOf(nameless)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'name' })],
      requestId: expect.any(String),
    });
    const taken = await api.add({ name: uniqueName('Kadas'), productType: 'JEWELRY' });
    const again = await api.call(
      'POST',
      '/api/categories/add',
      form({ name: taken.name.toUpperCase() }, { buffer: await png() }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CATEGORY_NAME_TAKEN');
    expect(await api.assetCount()).toBe(before);
  });

  it.each([
    ['no name', { productType: 'FRAGRANCE' }, 'name'],
    ['a blank name', { name: '   ', productType: 'FRAGRANCE' }, 'name'],
    ['a name too long', { name: 'x'.repeat(61), productType: 'FRAGRANCE' }, 'name'],
    ['a name that is a number', { name: 42, productType: 'FRAGRANCE' }, 'name'],
    ['a NUL character', { name: 'Oud\u0000', productType: 'FRAGRANCE' }, 'name'],
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
    const response = await api.call('POST', '/api/categories/add', payload);
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

describe('GET /api/categories/admingetcategory', () => {
  it('pages categories with live and deleted product counts, and searches them', async () => {
    const name = uniqueName('Sandalwood Search');
    const category = await api.add({
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
    await api.softDelete([gone.id]);
    expect(live.id).toBeGreaterThan(0);

    const found = json<Page<AdminCategory>>(
      await api.call(
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
      await api.call('GET', '/api/categories/admingetcategory?search=mysore'),
    );
    expect(byDescription.content.map((row) => row.id)).toContain(category.id);
    const none = json<Page<AdminCategory>>(
      await api.call('GET', '/api/categories/admingetcategory?search=%25_nothing'),
    );
    expect(none).toMatchObject({ totalElements: 0, empty: true });

    const all = json<Page<AdminCategory>>(
      await api.call('GET', '/api/categories/admingetcategory?size=2&page=0'),
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
    expect((await api.call('GET', '/api/categories/admingetcategory?size=101')).statusCode).toBe(
      400,
    );
    const long = await api.call(
      'GET',
      `/api/categories/admingetcategory?search=${'x'.repeat(101)}`,
    );
    expect(errorOf(long)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
