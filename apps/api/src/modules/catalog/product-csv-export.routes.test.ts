import { PRODUCT_CSV_COLUMNS, type AdminProduct } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { adminCatalogue, fragrancePayload, uploadedImages } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { exportCsv, rowsOfExport } from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof adminCatalogue>;
const categories = { attars: 0, rings: 0, bulk: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  categories.attars = (await addCategory(db, { name: 'Attars, Kannauj' })).id;
  categories.rings = (await addCategory(db, { name: 'Rings', productType: 'JEWELRY' })).id;
  categories.bulk = (await addCategory(db, { name: 'Bulk' })).id;
  token = (await signedInUser(t, 'ADMIN')).token;
  admin = adminCatalogue(t, token);

  await uploadedImages(t, 'up-shamama-front', 'up-shamama-side');
  const shamama = await admin.add(
    fragrancePayload(categories.attars, {
      name: 'Shamama Attar',
      sku: 'AH-CSV-SHAMAMA',
      price: 4800,
      salePrice: 4080.5,
      size: '12 ml',
      gender: 'UNISEX',
      occasions: ['EVENING', 'FESTIVE'],
      notesPyramid: { top: ['saffron'], heart: ['rose', 'kewda'], base: ['oud'] },
      concentration: 'ATTAR',
      hsnCode: '3303',
      isFeatured: true,
      stockQuantity: 18,
      imagePublicIds: ['up-shamama-front', 'up-shamama-side'],
      primaryPublicId: 'up-shamama-side',
      shortDescription: 'Saffron, rose and oud.',
      description: 'Line one, with a comma.\nLine two says "hello".',
    }),
  );
  await admin.add(
    fragrancePayload(categories.rings, {
      name: 'Polki Ring',
      sku: 'AH-CSV-POLKI',
      price: 124500,
      metal: 'GOLD',
      purity: '22K',
      weightGrams: 6.125,
      hallmarkHuid: 'ab12cd',
      dimensions: '18 mm',
      stockQuantity: 0,
    }),
  );
  await admin.add(
    fragrancePayload(categories.attars, {
      name: '=HYPERLINK("http://evil.example","click")',
      sku: 'AH-CSV-FORMULA',
      shortDescription: '+91 line',
      description: '@SUM(A1:A2)',
      size: '-5 ml',
      stockQuantity: 3,
    }),
  );
  expect(shamama.sku).toBe('AH-CSV-SHAMAMA');
});
afterAll(async () => {
  await t.close();
});

const skusOf = (body: string) => rowsOfExport(body).map((row) => row.sku);

describe('GET /api/admin/products/export.csv', () => {
  it('downloads every live product as UTF-8 CSV with a BOM, a header of stable columns and CRLF rows', async () => {
    const response = await exportCsv(t, token, '?category=' + categories.attars);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="attar-house-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);

    const [formula, shamama] = rowsOfExport(response.body);
    expect(shamama).toEqual({
      sku: 'AH-CSV-SHAMAMA',
      // A product of one variant names itself.
      productSku: 'AH-CSV-SHAMAMA',
      name: 'Shamama Attar',
      productType: 'FRAGRANCE',
      category: 'Attars, Kannauj',
      price: '4800',
      salePrice: '4080.5',
      size: '12 ml',
      colour: '',
      dimensions: '',
      gender: 'UNISEX',
      occasions: 'EVENING;FESTIVE',
      isFeatured: 'true',
      stockQuantity: '18',
      shortDescription: 'Saffron, rose and oud.',
      description: 'Line one, with a comma.\nLine two says "hello".',
      notesTop: 'saffron',
      notesHeart: 'rose;kewda',
      notesBase: 'oud',
      concentration: 'ATTAR',
      metal: '',
      purity: '',
      weightGrams: '',
      hallmarkHuid: '',
      hsnCode: '3303',
      // The primary image first.
      images: 'up-shamama-side;up-shamama-front',
    });
    expect(formula?.sku).toBe('AH-CSV-FORMULA');
  });

  it('writes jewelry facts and a product without images', async () => {
    const response = await exportCsv(t, token, '?search=polki');
    const [polki] = rowsOfExport(response.body);
    expect(polki).toMatchObject({
      productType: 'JEWELRY',
      category: 'Rings',
      price: '124500',
      metal: 'GOLD',
      purity: '22K',
      weightGrams: '6.125',
      hallmarkHuid: 'AB12CD',
      dimensions: '18 mm',
      isFeatured: 'false',
      stockQuantity: '0',
      notesTop: '',
      images: '',
    });
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    const { body } = await exportCsv(t, token, '?search=shamama');
    expect(body).toContain(',"Attars, Kannauj",');
    expect(body).toContain(',"Saffron, rose and oud.",');
    expect(body).toContain(',"Line one, with a comma.\nLine two says ""hello"".",');
    // Every record ends with CRLF; the LF inside the quoted cell is data.
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split('\r\n')).toHaveLength(3);
  });

  it('starts text a spreadsheet would run as a formula with a single quote, and leaves numbers alone', async () => {
    const { body } = await exportCsv(t, token, '?search=AH-CSV-FORMULA');
    const [row] = rowsOfExport(body);
    expect(row).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","click")`,
      shortDescription: "'+91 line",
      description: "'@SUM(A1:A2)",
      size: "'-5 ml",
      price: '3400',
    });
    expect(body).toContain(
      `\r\nAH-CSV-FORMULA,AH-CSV-FORMULA,"'=HYPERLINK(""http://evil.example"",""click"")",`,
    );
  });

  it("follows the admin table's filters and sort", async () => {
    const sorted = await exportCsv(t, token, '?sort=name_asc');
    expect(skusOf(sorted.body)).toEqual(['AH-CSV-FORMULA', 'AH-CSV-POLKI', 'AH-CSV-SHAMAMA']);
    expect(skusOf((await exportCsv(t, token, '?stock=out')).body)).toEqual(['AH-CSV-POLKI']);
    expect(skusOf((await exportCsv(t, token, '?featured=true')).body)).toEqual(['AH-CSV-SHAMAMA']);
    expect(skusOf((await exportCsv(t, token, `?category=${categories.rings}`)).body)).toEqual([
      'AH-CSV-POLKI',
    ]);
    // Paging parameters of the table do not cut the file down to a page.
    expect(skusOf((await exportCsv(t, token, '?page=1&size=1')).body)).toHaveLength(3);
    // Nothing matches: the header alone.
    const none = await exportCsv(t, token, '?search=no-such-product');
    expect(none.body).toBe(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('leaves deleted products out', async () => {
    const gone = await admin.add(fragrancePayload(categories.attars, { name: 'Gone Attar' }));
    await admin.remove(gone.id);
    expect(skusOf((await exportCsv(t, token)).body)).not.toContain(gone.sku);
  });

  it('writes every page of a large catalogue', async () => {
    await t.database.db.insert(products).values(
      Array.from({ length: 620 }, (_, i) => ({
        name: `Bulk ${String(i).padStart(3, '0')}`,
        slug: `bulk-${i}`,
        sku: `AH-BULK-${String(i).padStart(3, '0')}`,
        description: 'Bulk.',
        shortDescription: 'Bulk.',
        pricePaise: 10_000,
        categoryId: categories.bulk,
        productType: 'FRAGRANCE' as const,
      })),
    );
    const response = await exportCsv(t, token, `?category=${categories.bulk}&sort=name_asc`);
    const skus = skusOf(response.body);
    expect(skus).toHaveLength(620);
    expect(new Set(skus).size).toBe(620);
    expect([skus[0], skus[619]]).toEqual(['AH-BULK-000', 'AH-BULK-619']);
  });

  it('writes a row per live variant: the product repeated, productSku naming it by its default', async () => {
    const product = await admin.add(
      fragrancePayload(categories.attars, {
        name: 'Jannat Attar',
        sku: 'AH-CSV-JANNAT-6',
        price: 2000,
        size: '6 ml',
        stockQuantity: 5,
        isFeatured: true,
      }),
    );
    const six = { id: product.variants[0]!.id, sku: 'AH-CSV-JANNAT-6', size: '6 ml', price: 2000 };
    const twelve = { sku: 'AH-CSV-JANNAT-12', size: '12 ml', colour: 'Amber glass', price: 3600 };
    const gone = { sku: 'AH-CSV-JANNAT-24', size: '24 ml', price: 6000, stockQuantity: 0 };
    const url = `/api/admin/products/${product.id}/variants`;
    const saved = await admin.call('PUT', url, {
      variants: [
        { ...six, stockQuantity: 5 },
        { ...twelve, salePrice: 3200, stockQuantity: 2, weightGrams: 40.5, isDefault: true },
        gone,
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withoutGone = json<AdminProduct>(saved).variants.slice(0, 2);
    await admin.call('PUT', url, { variants: withoutGone });

    const rows = rowsOfExport((await exportCsv(t, token, '?search=jannat')).body);
    expect(
      rows.map((row) => [
        row.sku,
        row.productSku,
        row.size,
        row.colour,
        row.price,
        row.salePrice,
        row.stockQuantity,
        row.weightGrams,
      ]),
    ).toEqual([
      ['AH-CSV-JANNAT-6', 'AH-CSV-JANNAT-12', '6 ml', '', '2000', '', '5', ''],
      ['AH-CSV-JANNAT-12', 'AH-CSV-JANNAT-12', '12 ml', 'Amber glass', '3600', '3200', '2', '40.5'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: 'Jannat Attar',
        category: 'Attars, Kannauj',
        isFeatured: 'true',
      });
    }
  });

  it('refuses bad filters as the table does', async () => {
    const response = await exportCsv(t, token, '?stock=some');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const visitor = await exportCsv(t, null);
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const customer = (await signedInUser(t)).token;
    const shopper = await exportCsv(t, customer);
    expect([shopper.statusCode, json(shopper).code]).toEqual([403, 'FORBIDDEN']);
  });
});
