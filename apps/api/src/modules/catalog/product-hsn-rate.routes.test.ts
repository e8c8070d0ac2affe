import type { AdminProduct, ProductImportReport } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { csvFile, importCsv } from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

// A product's HSN code chooses its GST rate (docs/decisions/0041): a code the rate table does
// not know is refused on save, by the form and by a CSV import alike.

let t: TestApp;
let token: string;
let admin: ReturnType<typeof adminCatalogue>;
let attars: number;
let rings: number;

const refusal = (hsnCode: string) =>
  `HSN ${hsnCode} has no GST rate. Add its rate in Settings > GST rates, or use a listed HSN code.`;

beforeAll(async () => {
  t = await createTestApp();
  attars = (await addCategory(t.database.db, { name: 'Attars' })).id;
  rings = (await addCategory(t.database.db, { name: 'Rings', productType: 'JEWELRY' })).id;
  token = (await signedInUser(t, 'ADMIN')).token;
  admin = adminCatalogue(t, token);
});
afterAll(async () => {
  await t.close();
});

describe('creating a product', () => {
  it('refuses an HSN code without a rate with 400 on hsnCode', async () => {
    const response = await admin.create(fragrancePayload(attars, { hsnCode: '9999' }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'hsnCode', message: refusal('9999') }],
    });
  });

  it('takes a listed code, an 8-digit code under a listed heading, and none (its type’s)', async () => {
    for (const hsnCode of ['3307', '33030010', null]) {
      const response = await admin.create(fragrancePayload(attars, { hsnCode }));
      expect(response.statusCode, response.body).toBe(201);
      expect(json<AdminProduct>(response).hsnCode).toBe(hsnCode);
    }
    const ring = await admin.create(
      fragrancePayload(rings, { metal: 'GOLD', purity: '22K', size: null }),
    );
    expect(ring.statusCode, ring.body).toBe(201);
  });
});

describe('updating a product', () => {
  it('refuses a new HSN code without a rate and keeps the old one', async () => {
    const product = await admin.add(fragrancePayload(attars, { hsnCode: '3303' }));
    const response = await admin.update(product.id, { hsnCode: '3401' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `hsnCode: ${refusal('3401')}`,
      details: [{ path: 'hsnCode', message: refusal('3401') }],
    });
    expect(json<AdminProduct>(await admin.read(product.id)).hsnCode).toBe('3303');
    const changed = await admin.update(product.id, { hsnCode: '7117' });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('importing products from a CSV file', () => {
  const columns = [
    'sku',
    'name',
    'category',
    'price',
    'shortDescription',
    'description',
    'hsnCode',
  ];
  const row = { shortDescription: 'In brief.', description: 'At length.', category: 'Attars' };

  it('reports a row whose HSN code has no rate, on its line and column, and writes nothing', async () => {
    const file = csvFile(columns, [
      { ...row, sku: 'AH-HSN-OK', name: 'Fine', price: 100, hsnCode: '3303' },
      { ...row, sku: 'AH-HSN-BAD', name: 'Unknown code', price: 100, hsnCode: '12345678' },
    ]);
    const dry = await importCsv(t, token, file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(json<ProductImportReport>(dry)).toMatchObject({
      created: 1,
      errors: [{ line: 3, column: 'hsnCode', message: refusal('12345678') }],
      errorCount: 1,
    });
    const applied = await importCsv(t, token, file, false);
    expect(applied.statusCode).toBe(400);
    expect(json(applied)).toMatchObject({
      code: 'IMPORT_INVALID',
      details: { errors: [{ line: 3, column: 'hsnCode', message: refusal('12345678') }] },
    });
    const listed = await admin.call('GET', '/api/admin/products?search=AH-HSN');
    expect(JSON.stringify(json(listed))).not.toContain('AH-HSN-OK');
  });

  it('refuses a new code for an existing product', async () => {
    const product = await admin.add(fragrancePayload(attars, { sku: 'AH-HSN-KEEP' }));
    const file = csvFile(columns, [
      {
        ...row,
        sku: 'AH-HSN-KEEP',
        name: product.name,
        price: product.price,
        shortDescription: product.shortDescription,
        description: product.description,
        hsnCode: '9999',
      },
    ]);
    const dry = await importCsv(t, token, file, true);
    expect(json<ProductImportReport>(dry)).toMatchObject({
      updated: 0,
      errors: [{ line: 2, column: 'hsnCode', message: refusal('9999') }],
    });
  });
});
