import type { AdminProduct, Product } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCatalogue,
  fragrancePayload,
  nextSku,
  uploadedImages,
} from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: ReturnType<typeof adminCatalogue>;
const categories: Record<'attars' | 'rings' | 'gifts', number> = { attars: 0, rings: 0, gifts: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  categories.attars = (await addCategory(db, { name: 'Attars' })).id;
  categories.rings = (await addCategory(db, { name: 'Rings', productType: 'JEWELRY' })).id;
  categories.gifts = (await addCategory(db, { name: 'Gift Sets', productType: 'GIFT_SET' })).id;
  admin = adminCatalogue(t, (await signedInUser(t, 'ADMIN')).token);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/products/products', () => {
  it('creates a fragrance with its pyramid, images in order and stock; the storefront shows it', async () => {
    const images = await uploadedImages(t, 'up-rose-front', 'up-rose-side', 'up-rose-box');
    const response = await admin.create(
      fragrancePayload(categories.attars, {
        name: '  Shamama Attar ',
        sku: ' ah-fr-shamama ',
        price: 4800,
        salePrice: 4080.5,
        gender: 'UNISEX',
        occasions: ['EVENING', 'FESTIVE'],
        notesPyramid: {
          top: ['saffron', 'spices'],
          heart: ['rose'],
          base: ['oud', 'amber', 'Saffron'],
        },
        concentration: 'ATTAR',
        hsnCode: '3303',
        isFeatured: true,
        stockQuantity: 18,
        imagePublicIds: images,
        primaryPublicId: 'up-rose-side',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const product = json<AdminProduct>(response);
    expect(product).toMatchObject({
      name: 'Shamama Attar',
      slug: 'shamama-attar',
      sku: 'AH-FR-SHAMAMA',
      price: 4800,
      salePrice: 4080.5,
      categoryId: categories.attars,
      categoryName: 'Attars',
      productType: 'FRAGRANCE',
      notesPyramid: {
        top: ['saffron', 'spices'],
        heart: ['rose'],
        base: ['oud', 'amber', 'Saffron'],
      },
      notes: ['saffron', 'spices', 'rose', 'oud', 'amber'],
      concentration: 'ATTAR',
      metal: null,
      purity: null,
      weightGrams: null,
      hallmarkHuid: null,
      hsnCode: '3303',
      isFeatured: true,
      stockQuantity: 18,
      inStock: true,
      imageUrl: '/media/card/up-rose-side',
      deletedAt: null,
    });
    expect(product.images.map((image) => [image.publicId, image.isPrimary])).toEqual([
      ['up-rose-side', true],
      ['up-rose-front', false],
      ['up-rose-box', false],
    ]);
    const publicRead = await t.app.inject({
      method: 'GET',
      url: `/api/products/getProduct/${product.id}`,
    });
    expect(json<Product>(publicRead)).toMatchObject({
      id: product.id,
      sku: 'AH-FR-SHAMAMA',
      deletedAt: null,
    });
  });

  it('creates a jewelry piece with metal, purity, weight to the milligram and an upper-cased HUID', async () => {
    const product = await admin.add(
      fragrancePayload(categories.rings, {
        name: 'Kashi Solitaire',
        size: null,
        dimensions: '2.2 mm band, size 12',
        metal: 'GOLD',
        purity: '18K',
        weightGrams: 3.215,
        hallmarkHuid: 'ab12cd',
      }),
    );
    expect(product).toMatchObject({
      productType: 'JEWELRY',
      metal: 'GOLD',
      purity: '18K',
      weightGrams: 3.215,
      hallmarkHuid: 'AB12CD',
      notesPyramid: null,
      notes: [],
      images: [],
      imageUrl: null,
      size: null,
      dimensions: '2.2 mm band, size 12',
    });
  });

  it('names the product whose SKU is taken, in any case, live or deleted (409 SKU_TAKEN)', async () => {
    const sku = nextSku();
    const first = await admin.add(
      fragrancePayload(categories.attars, { name: 'Mitti Attar', sku }),
    );
    const again = await admin.create(
      fragrancePayload(categories.attars, { sku: sku.toLowerCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'SKU_TAKEN',
      message: `SKU ${sku} is already used by "Mitti Attar".`,
      details: { sku, productId: first.id, deleted: false },
    });
    expect((await admin.remove(first.id)).statusCode).toBe(204);
    const afterDelete = await admin.create(fragrancePayload(categories.attars, { sku }));
    expect(afterDelete.statusCode).toBe(409);
    expect(json(afterDelete)).toMatchObject({
      code: 'SKU_TAKEN',
      message: `SKU ${sku} is already used by the deleted product "Mitti Attar" (restore it, or choose another SKU).`,
      details: { deleted: true },
    });
  });

  it('gives a second product of the same name a slug of its own', async () => {
    const a = await admin.add(
      fragrancePayload(categories.attars, { name: 'Hina Attar', sku: 'AH-HINA-1' }),
    );
    const b = await admin.add(
      fragrancePayload(categories.attars, { name: 'Hina Attar', sku: 'AH-HINA-2' }),
    );
    expect([a.slug, b.slug]).toEqual(['hina-attar', 'hina-attar-ah-hina-2']);
  });
});

describe('PUT /api/products/update/{id}', () => {
  it('changes only the fields sent, checks them against the rest, and clears with null', async () => {
    const product = await admin.add(
      fragrancePayload(categories.attars, {
        price: 2000,
        salePrice: 1800,
        gender: 'MEN',
        size: '12 ml',
      }),
    );
    const refused = await admin.update(product.id, { salePrice: 2000 });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      message: 'salePrice: Sale price must be below the price.',
    });

    const response = await admin.update(product.id, {
      name: 'Ruh Gulab',
      salePrice: null,
      size: '',
      gender: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminProduct>(response)).toMatchObject({
      name: 'Ruh Gulab',
      price: 2000,
      salePrice: null,
      size: null,
      gender: null,
      sku: product.sku,
      slug: product.slug,
    });
  });

  it('reorders images and moves the primary; a new list keeps its primary or starts with its first', async () => {
    const ids = await uploadedImages(t, 'up-order-a', 'up-order-b', 'up-order-c');
    const product = await admin.add(fragrancePayload(categories.attars, { imagePublicIds: ids }));
    expect(product.images.find((image) => image.isPrimary)?.publicId).toBe('up-order-a');

    const moved = json<AdminProduct>(
      await admin.update(product.id, { primaryPublicId: 'up-order-c' }),
    );
    expect(moved.images.map((image) => image.publicId)).toEqual([
      'up-order-c',
      'up-order-a',
      'up-order-b',
    ]);

    const kept = json<AdminProduct>(
      await admin.update(product.id, { imagePublicIds: ['up-order-b', 'up-order-c'] }),
    );
    expect(kept.images.map((image) => [image.publicId, image.isPrimary])).toEqual([
      ['up-order-c', true],
      ['up-order-b', false],
    ]);
    const dropped = json<AdminProduct>(
      await admin.update(product.id, { imagePublicIds: ['up-order-a'] }),
    );
    expect(dropped.imageUrl).toBe('/media/card/up-order-a');
    const none = json<AdminProduct>(await admin.update(product.id, { imagePublicIds: [] }));
    expect([none.images, none.imageUrl]).toEqual([[], null]);

    const notMine = await admin.update(product.id, { primaryPublicId: 'up-order-b' });
    expect(json(notMine)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'primaryPublicId' }],
    });
  });

  it('moving a fragrance to a jewelry category drops its fragrance fields; sending them is refused', async () => {
    const product = await admin.add(
      fragrancePayload(categories.attars, {
        concentration: 'EDP',
        notesPyramid: { top: ['bergamot'], heart: [], base: [] },
      }),
    );
    const refused = await admin.update(product.id, {
      categoryId: categories.rings,
      concentration: 'EDP',
    });
    expect(json(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'concentration' }],
    });
    const moved = json<AdminProduct>(
      await admin.update(product.id, {
        categoryId: categories.rings,
        metal: 'PLATINUM',
        purity: '950',
      }),
    );
    expect(moved).toMatchObject({
      productType: 'JEWELRY',
      categoryName: 'Rings',
      concentration: null,
      notesPyramid: null,
      notes: [],
      metal: 'PLATINUM',
      purity: '950',
    });
  });

  it("answers 409 SKU_TAKEN for another product's SKU, 404 for an unknown product, 400 for a bad id", async () => {
    const a = await admin.add(fragrancePayload(categories.attars, { name: 'Khus Attar' }));
    const b = await admin.add(fragrancePayload(categories.attars));
    const taken = await admin.update(b.id, { sku: a.sku });
    expect(json(taken)).toMatchObject({
      code: 'SKU_TAKEN',
      details: { sku: a.sku, productId: a.id },
    });
    expect(json<AdminProduct>(await admin.update(a.id, { sku: a.sku })).sku).toBe(a.sku);

    const missing = await admin.update(999_999, { name: 'x' });
    expect([missing.statusCode, json(missing).message]).toEqual([404, 'Product not found']);
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      expect(
        (await admin.call('PUT', `/api/products/update/${id}`, { name: 'x' })).statusCode,
      ).toBe(400);
    }
  });
});
