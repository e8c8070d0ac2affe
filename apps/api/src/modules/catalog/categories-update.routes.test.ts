import type { AdminCategory, UploadResult } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { mediaAssets } from '../../db/schema/index.js';
import { historyOf } from '../audit/audit.service.js';
import { categoryApi, errorOf, form, png, uniqueName } from './categories.test-fixtures.js';

// Changing a category, as JSON or as a multipart form carrying its image.

let t: TestApp;
let admin: { id: number; token: string; email: string };
let api: ReturnType<typeof categoryApi>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  api = categoryApi(t, admin.token);
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/categories/update/{id} as JSON', () => {
  it('changes the fields sent, keeps the slug and the others, and records the change', async () => {
    const created = await api.add({
      name: uniqueName('Necklaces'),
      description: 'Old words',
      productType: 'JEWELRY',
    });
    const name = uniqueName('Necklaces and Chokers');
    const response = await api.call('PUT', `/api/categories/update/${created.id}`, {
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
    const created = await api.add({ name: uniqueName('Bangles'), productType: 'JEWELRY' });
    const { publicId } = json<UploadResult>(
      await api.call(
        'POST',
        '/api/upload/images',
        form({}, { buffer: await png(), field: 'file' }),
      ),
    );
    const withImage = json<AdminCategory>(
      await api.call('PUT', `/api/categories/update/${created.id}`, { imagePublicId: publicId }),
    );
    expect(withImage).toMatchObject({
      imagePublicId: publicId,
      imageUrl: `/media/card/${publicId}`,
    });
    const without = json<AdminCategory>(
      await api.call('PUT', `/api/categories/update/${created.id}`, { imagePublicId: null }),
    );
    expect(without).toMatchObject({ imagePublicId: null, imageUrl: null });
    const [latest] = await historyOf(t.database.db, 'category', created.id);
    expect(latest?.changes).toEqual({ imagePublicId: { before: publicId, after: null } });
  });

  it('lets a category change the case of its own name, and records nothing when nothing changes', async () => {
    const created = await api.add({ name: uniqueName('earrings'), productType: 'JEWELRY' });
    const renamed = await api.call('PUT', `/api/categories/update/${created.id}`, {
      name: created.name.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(200);
    const entries = (await historyOf(t.database.db, 'category', created.id)).length;
    const same = await api.call('PUT', `/api/categories/update/${created.id}`, {
      name: created.name.toUpperCase(),
      productType: 'JEWELRY',
    });
    expect(same.statusCode).toBe(200);
    expect((await historyOf(t.database.db, 'category', created.id)).length).toBe(entries);
  });

  it("answers 409 for another category's name and 404 for an unknown id", async () => {
    const taken = await api.add({ name: uniqueName('Taken Name'), productType: 'FRAGRANCE' });
    const other = await api.add({ name: uniqueName('Other Name'), productType: 'FRAGRANCE' });
    const conflict = await api.call('PUT', `/api/categories/update/${other.id}`, {
      name: taken.name.toLowerCase(),
    });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: expect.stringContaining(taken.name),
    });
    const unknown = await api.call('PUT', '/api/categories/update/999999', { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });
  });

  it.each([
    ['an id that is not a number', '/api/categories/update/abc', { name: 'x' }],
    ['an id past the integer range', '/api/categories/update/99999999999', { name: 'x' }],
    ['a blank name', '/api/categories/update/1', { name: '' }],
    ['a product type of the wrong type', '/api/categories/update/1', { productType: 3 }],
  ])('answers 400 for %s', async (_label, url, payload) => {
    const response = await api.call('PUT', url, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /api/categories/update/{id} as a multipart form', () => {
  it('stores the image through the media service and changes the fields of the form', async () => {
    const created = await api.add({ name: uniqueName('Bracelets'), productType: 'JEWELRY' });
    const name = uniqueName('Bracelets and Kadas');
    const response = await api.call(
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
    const created = await api.add({ name: uniqueName('Toe Rings'), productType: 'JEWELRY' });
    const before = await api.assetCount();
    const response = await api.call(
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
    expect(await api.assetCount()).toBe(before);
  });

  it('refuses bad fields, an unknown id and a taken name before storing the image', async () => {
    const created = await api.add({ name: uniqueName('Pendants'), productType: 'JEWELRY' });
    const taken = await api.add({ name: uniqueName('Lockets'), productType: 'JEWELRY' });
    const before = await api.assetCount();
    const image = { buffer: await png() };

    const badType = await api.call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({ productType: 'CANDLE' }, image),
    );
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'productType' })],
    });

    const unknown = await api.call(
      'PUT',
      '/api/categories/update/999999',
      form({ name: 'Nobody' }, image),
    );
    expect(unknown.statusCode).toBe(404);

    const conflict = await api.call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({ name: taken.name }, image),
    );
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).code).toBe('CATEGORY_NAME_TAKEN');

    expect(await api.assetCount()).toBe(before);
  });

  it('answers 400 for an image in another field and 415 for a file that is not an image', async () => {
    const created = await api.add({ name: uniqueName('Nose Pins'), productType: 'JEWELRY' });
    const stray = await api.call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({}, { buffer: await png(), field: 'file' }),
    );
    expect(stray.statusCode).toBe(400);
    expect(errorOf(stray)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'file', message: 'Send the image in the "image" field' }],
    });

    const text = await api.call(
      'PUT',
      `/api/categories/update/${created.id}`,
      form({}, { buffer: Buffer.from('not a picture'), name: 'notes.png', type: 'image/png' }),
    );
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
