import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload, uploadedImages } from '../../../test/admin-catalogue.js';
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

describe('the rules of a product (POST /api/products/products)', () => {
  const refused: [string, Record<string, unknown>, string, string][] = [
    [
      'a sale price equal to the price',
      { price: 1000, salePrice: 1000 },
      'salePrice',
      'Sale price must be below the price.',
    ],
    [
      'a sale price above the price',
      { price: 1000, salePrice: 1200 },
      'salePrice',
      'Sale price must be below the price.',
    ],
    [
      'a price with three decimals',
      { price: 1000.005 },
      'price',
      'Price may have at most two decimals (paise).',
    ],
    ['a negative price', { price: -5 }, 'price', 'Price must be more than 0.'],
    ['a price of 0', { price: 0 }, 'price', 'Price must be more than 0.'],
    ['a price as text', { price: '1000' }, 'price', 'Price must be a number of rupees.'],
    ['a negative sale price', { salePrice: -1 }, 'salePrice', 'Sale price must be more than 0.'],
    ['negative stock', { stockQuantity: -1 }, 'stockQuantity', 'Stock cannot be negative.'],
    ['fractional stock', { stockQuantity: 1.5 }, 'stockQuantity', 'Stock must be a whole number.'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required.'],
    ['no name', { name: undefined }, 'name', 'Name must be text.'],
    [
      'a SKU with spaces',
      { sku: 'AH FR 1' },
      'sku',
      'SKU must be 2 to 40 letters, digits, dots, dashes, slashes or underscores.',
    ],
    [
      'an unknown occasion',
      { occasions: ['PICNIC'] },
      'occasions.0',
      'Invalid option: expected one of "DAILY"|"OFFICE"|"EVENING"|"FESTIVE"|"WEDDING"',
    ],
    [
      'an unknown concentration',
      { concentration: 'SPLASH' },
      'concentration',
      'Invalid option: expected one of "ATTAR"|"PARFUM"|"EDP"|"EDT"|"EDC"',
    ],
    ['a category id as text', { categoryId: 'attars' }, 'categoryId', 'Choose a category.'],
    [
      'an image listed twice',
      { imagePublicIds: ['a1', 'a1'] },
      'imagePublicIds',
      'An image is listed twice.',
    ],
    [
      'a primary image not in the list',
      { imagePublicIds: ['a1'], primaryPublicId: 'b2' },
      'primaryPublicId',
      'The primary image must be one of the product images.',
    ],
    [
      'a pyramid without its base',
      { notesPyramid: { top: ['rose'], heart: [] } },
      'notesPyramid.base',
      'base notes must be a list.',
    ],
  ];
  it.each(refused)(
    'refuses %s with 400 VALIDATION_FAILED naming the field',
    async (_what, change, path, message) => {
      const response = await admin.create({ ...fragrancePayload(categories.attars), ...change });
      expect(response.statusCode, response.body).toBe(400);
      const body = json<{ code: string; details: { path: string; message: string }[] }>(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toContainEqual({ path, message });
    },
  );

  const jewelryRefused: [string, Record<string, unknown>, string, string][] = [
    [
      'a HUID of five characters',
      { hallmarkHuid: 'AB12C' },
      'hallmarkHuid',
      'A BIS hallmark HUID is exactly 6 letters or digits.',
    ],
    [
      'a HUID with a symbol',
      { hallmarkHuid: 'AB-12C' },
      'hallmarkHuid',
      'A BIS hallmark HUID is exactly 6 letters or digits.',
    ],
    [
      'a purity of another metal',
      { metal: 'GOLD', purity: '925' },
      'purity',
      '925 silver is not a purity of gold.',
    ],
    ['a purity without a metal', { purity: '22K' }, 'purity', 'Choose the metal of this purity.'],
    [
      'a weight to a tenth of a milligram',
      { weightGrams: 3.2155 },
      'weightGrams',
      'Weight may have at most three decimals (milligrams).',
    ],
    ['a weight of 0', { weightGrams: 0 }, 'weightGrams', 'Weight must be more than 0 grams.'],
    [
      'an HSN code of 5 digits',
      { hsnCode: '71131' },
      'hsnCode',
      'An HSN code is 4, 6 or 8 digits.',
    ],
    [
      'a concentration on a ring',
      { concentration: 'EDP' },
      'concentration',
      'A product of Rings cannot have this.',
    ],
    [
      'a notes pyramid on a ring',
      { notesPyramid: { top: ['rose'], heart: [], base: [] } },
      'notesPyramid',
      'A product of Rings cannot have this.',
    ],
  ];
  it.each(jewelryRefused)(
    'refuses a ring with %s (400 naming the field)',
    async (_what, change, path, message) => {
      const response = await admin.create({ ...fragrancePayload(categories.rings), ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(json<{ details: unknown[] }>(response).details).toContainEqual({ path, message });
    },
  );

  it('refuses a metal on a fragrance, but lets a gift set carry both kinds of fields', async () => {
    const fragrance = await admin.create(fragrancePayload(categories.attars, { metal: 'SILVER' }));
    expect(json<{ details: unknown[] }>(fragrance).details).toContainEqual({
      path: 'metal',
      message: 'A product of Attars cannot have this.',
    });
    const gift = await admin.add(
      fragrancePayload(categories.gifts, {
        concentration: 'ATTAR',
        metal: 'SILVER',
        purity: '925',
        notesPyramid: { top: [], heart: ['mogra'], base: [] },
      }),
    );
    expect(gift).toMatchObject({
      productType: 'GIFT_SET',
      concentration: 'ATTAR',
      metal: 'SILVER',
      notes: ['mogra'],
    });
  });

  it('refuses an unknown category and names each unknown image', async () => {
    const [known] = await uploadedImages(t, 'up-known-1');
    const response = await admin.create(
      fragrancePayload(999_999, { imagePublicIds: [known!, 'up-never-uploaded'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'categoryId: No such category.',
      details: [
        { path: 'categoryId', message: 'No such category.' },
        {
          path: 'imagePublicIds.1',
          message:
            'No uploaded image has the id "up-never-uploaded". Upload it first (POST /api/upload/images).',
        },
      ],
    });
  });
});
