import {
  PRODUCT_CSV_COLUMNS,
  type AdminProduct,
  type Page,
  type ProductHistoryEntry,
  type ProductImportReport,
  type StockMovement,
} from '@attar/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockMovements } from '../../db/schema/index.js';
import { adminCatalogue, fragrancePayload, uploadedImages } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { applyCsv, csvFile, exportCsv, importCsv } from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let adminUser: { id: number; token: string; email: string };
let admin: ReturnType<typeof adminCatalogue>;
let rose: AdminProduct;
let ring: AdminProduct;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const attars = (await addCategory(db, { name: 'Attars' })).id;
  const rings = (await addCategory(db, { name: 'Rings', productType: 'JEWELRY' })).id;
  adminUser = await signedInUser(t, 'ADMIN');
  admin = adminCatalogue(t, adminUser.token);
  await uploadedImages(t, 'up-import-a', 'up-import-b');
  rose = await admin.add(
    fragrancePayload(attars, {
      name: 'Rose Attar',
      sku: 'AH-IMP-ROSE',
      price: 3400,
      stockQuantity: 10,
      notesPyramid: { top: ['rose'], heart: [], base: ['sandalwood'] },
      imagePublicIds: ['up-import-a', 'up-import-b'],
      primaryPublicId: 'up-import-b',
    }),
  );
  ring = await admin.add(
    fragrancePayload(rings, {
      name: 'Polki Ring',
      sku: 'AH-IMP-RING',
      price: 52000,
      metal: 'GOLD',
      purity: '22K',
      stockQuantity: 2,
    }),
  );
});
afterAll(async () => {
  await t.close();
});

/** Row counts of what an import writes, to show that nothing was written. */
async function written() {
  const db = t.database.db;
  const [[p], [a], [s]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(stockMovements),
  ]);
  return { products: p!.n, audit: a!.n, movements: s!.n };
}

const REQUIRED = ['sku', 'name', 'category', 'price', 'shortDescription', 'description'];
const base = { shortDescription: 'In brief.', description: 'At length.' };

function report(response: { body: string }): ProductImportReport {
  return json<ProductImportReport>(response);
}

describe('POST /api/admin/products/import (dry run)', () => {
  it('reports what would be created, updated and left, and writes nothing', async () => {
    const before = await written();
    const file = csvFile(
      [...REQUIRED, 'stockQuantity'],
      [
        { ...base, sku: 'AH-IMP-NEW', name: 'Oud Attar', category: 'attars', price: 5400 },
        {
          sku: 'ah-imp-rose',
          name: 'Rose Attar',
          category: 'Attars',
          price: 3600,
          shortDescription: rose.shortDescription,
          description: rose.description,
          stockQuantity: 10,
        },
        {
          sku: 'AH-IMP-RING',
          name: 'Polki Ring',
          category: 'Rings',
          price: 52000,
          shortDescription: ring.shortDescription,
          description: ring.description,
        },
      ],
    );
    const response = await importCsv(t, adminUser.token, file, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(report(response)).toEqual({
      dryRun: true,
      rows: 3,
      created: 1,
      updated: 1,
      unchanged: 1,
      errors: [],
      errorCount: 0,
    });
    expect(await written()).toEqual(before);
  });

  it('lists every error by line and column', async () => {
    const columns = [...REQUIRED, 'salePrice', 'occasions', 'isFeatured', 'metal'];
    // The second row's description spans three lines: the rows after it start further down.
    const file = csvFile(columns, [
      { ...base, sku: 'AH-BAD-1', name: 'Bad price', category: 'Attars', price: 'abc' },
      {
        sku: 'AH-BAD-2',
        name: 'Unknown category',
        category: 'Perfume Oils',
        price: 100,
        shortDescription: 'x',
        description: 'one\ntwo\nthree',
      },
      { ...base, sku: 'AH-BAD-3', name: 'On sale', category: 'Attars', price: 100, salePrice: 100 },
      { ...base, sku: 'AH-IMP-NEW2', name: 'First', category: 'Attars', price: 100 },
      { ...base, sku: 'ah-imp-new2', name: 'Second', category: 'Attars', price: 100 },
      {
        ...base,
        sku: 'AH-BAD-6',
        name: '',
        category: 'Attars',
        price: -5,
        occasions: 'DAILY;PICNIC',
      },
      {
        ...base,
        sku: 'AH-BAD-7',
        name: 'Paise',
        category: 'Attars',
        price: '10.555',
        isFeatured: 'maybe',
      },
      {
        ...base,
        sku: 'AH-BAD-8',
        name: 'Metal attar',
        category: 'Attars',
        price: 100,
        metal: 'GOLD',
      },
      {
        ...base,
        sku: 'AH-IMP-RING',
        name: 'Polki Ring',
        category: 'Rings',
        price: 52000,
        metal: 'TIN',
      },
    ]);
    const before = await written();
    const response = await importCsv(t, adminUser.token, file, true);
    expect(response.statusCode).toBe(200);
    const body = report(response);
    expect(body.errors).toEqual([
      { line: 2, column: 'price', message: '"abc" is not a number.' },
      { line: 3, column: 'category', message: 'No category is named "Perfume Oils".' },
      { line: 6, column: 'salePrice', message: 'Sale price must be below the price.' },
      { line: 8, column: 'sku', message: 'SKU AH-IMP-NEW2 is also on line 7.' },
      {
        line: 9,
        column: 'occasions',
        message: '"PICNIC" is not among DAILY, OFFICE, EVENING, FESTIVE, WEDDING.',
      },
      { line: 9, column: 'name', message: 'Name is required.' },
      { line: 9, column: 'price', message: 'Price must be more than 0.' },
      { line: 10, column: 'isFeatured', message: '"maybe" is not true or false.' },
      { line: 10, column: 'price', message: 'Price may have at most two decimals (paise).' },
      { line: 11, column: 'metal', message: 'A product of Attars cannot have this.' },
      {
        line: 12,
        column: 'metal',
        message: '"TIN" is not one of GOLD, WHITE_GOLD, ROSE_GOLD, SILVER, PLATINUM.',
      },
    ]);
    expect(body).toMatchObject({ rows: 9, created: 1, updated: 0, unchanged: 0, errorCount: 11 });
    expect(await written()).toEqual(before);
  });

  it('names each missing or unknown column of the header, and reads no rows then', async () => {
    const file = csvFile(['sku', 'name', 'price', 'color', 'Price'], [{ sku: 'AH-X', name: 'X' }]);
    const body = report(await importCsv(t, adminUser.token, file, true));
    expect(body.errors).toEqual([
      {
        line: 1,
        column: 'color',
        message: `Unknown column "color". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
      },
      { line: 1, column: 'price', message: 'The column price appears twice.' },
      {
        line: 1,
        column: 'category',
        message: 'The column category is missing: every product needs it.',
      },
      {
        line: 1,
        column: 'shortDescription',
        message: 'The column shortDescription is missing: every product needs it.',
      },
      {
        line: 1,
        column: 'description',
        message: 'The column description is missing: every product needs it.',
      },
    ]);
    expect(body).toMatchObject({ rows: 0, created: 0, updated: 0, unchanged: 0 });
  });

  it('checks the type, images and deleted SKUs as the product calls do', async () => {
    const gone = await admin.add(fragrancePayload(rose.categoryId, { name: 'Gone' }));
    await admin.remove(gone.id);
    const file = csvFile(
      [...REQUIRED, 'productType', 'images'],
      [
        {
          ...base,
          sku: 'AH-T-1',
          name: 'A',
          category: 'Attars',
          price: 10,
          productType: 'JEWELRY',
        },
        { ...base, sku: 'AH-T-2', name: 'B', category: 'Attars', price: 10, images: 'up-nowhere' },
        { ...base, sku: gone.sku, name: 'Gone', category: 'Attars', price: 10 },
      ],
    );
    const body = report(await importCsv(t, adminUser.token, file, true));
    expect(body.errors).toEqual([
      {
        line: 2,
        column: 'productType',
        message: 'Attars holds FRAGRANCE products; leave productType blank or make it FRAGRANCE.',
      },
      {
        line: 3,
        column: 'images',
        message:
          'No uploaded image has the id "up-nowhere". Upload it first (POST /api/upload/images).',
      },
      {
        line: 4,
        column: 'sku',
        message: `SKU ${gone.sku} belongs to the deleted product "Gone": restore it first, or use another SKU.`,
      },
    ]);
  });

  it('refuses files that are not CSV text it can read', async () => {
    const latin1 = Buffer.from('sku,name\nAH-1,Caf\xe9\n', 'latin1');
    expect(report(await importCsv(t, adminUser.token, latin1, true)).errors).toEqual([
      {
        line: 1,
        column: null,
        message: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".',
      },
    ]);
    const withNul = `${REQUIRED.join(',')}\nAH-1,Oud,Attars,1,a,b\u0000\n`;
    expect(report(await importCsv(t, adminUser.token, withNul, true)).errors).toEqual([
      {
        line: 2,
        column: null,
        message: 'The file holds a NUL character. Save it again as "CSV UTF-8".',
      },
    ]);
    const unclosed = `${REQUIRED.join(',')}\nAH-1,"Oud,Attars,1,a,b\n`;
    expect(report(await importCsv(t, adminUser.token, unclosed, true)).errors).toEqual([
      {
        line: 2,
        column: null,
        message: 'A quoted cell is never closed: a closing quote is missing.',
      },
    ]);
    expect(
      report(await importCsv(t, adminUser.token, `${REQUIRED.join(',')}\r\n`, true)).errors,
    ).toEqual([
      { line: 2, column: null, message: 'The file has no product rows under its header.' },
    ]);
  });
});

describe('POST /api/admin/products/import (apply)', () => {
  it('writes nothing when any row fails, and answers 400 IMPORT_INVALID with the report', async () => {
    const before = await written();
    const file = csvFile(REQUIRED, [
      { ...base, sku: 'AH-APPLY-OK', name: 'Fine', category: 'Attars', price: 100 },
      { ...base, sku: 'AH-APPLY-BAD', name: 'Broken', category: 'Nowhere', price: 100 },
    ]);
    const response = await importCsv(t, adminUser.token, file, false);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'The file has 1 error; nothing was imported.',
      details: {
        dryRun: false,
        created: 1,
        errors: [{ line: 3, column: 'category', message: 'No category is named "Nowhere".' }],
      },
    });
    expect(await written()).toEqual(before);
  });

  it('queues the import (202), then the job creates and updates in one go, with history by the admin and IMPORT stock movements', async () => {
    const file = csvFile(
      [...REQUIRED, 'stockQuantity', 'salePrice', 'notesTop', 'notesHeart', 'notesBase'],
      [
        {
          ...base,
          sku: 'AH-APPLY-NEW',
          name: 'Majmua Attar',
          category: 'Attars',
          price: '2,450.50',
          stockQuantity: 7,
          notesTop: 'vetiver',
          notesBase: 'sandalwood; musk',
        },
        {
          sku: rose.sku,
          name: 'Rose Attar',
          category: 'Attars',
          price: 3900,
          salePrice: 3500,
          shortDescription: rose.shortDescription,
          description: rose.description,
          stockQuantity: 25,
          notesTop: 'rose',
          notesBase: 'sandalwood',
        },
      ],
    );
    const shopperView = () =>
      t.app.inject({ method: 'GET', url: `/api/products/getProduct/${rose.id}` });
    expect(json<{ price: number }>(await shopperView()).price).toBe(3400);
    const { queued, run } = await applyCsv(t, adminUser.token, file);
    const counts = { dryRun: false, rows: 2, created: 1, updated: 1, unchanged: 0, errorCount: 0 };
    expect(queued).toMatchObject({
      status: 'QUEUED',
      report: counts,
      error: null,
      finishedAt: null,
    });
    expect(run).toMatchObject({ id: queued.id, status: 'DONE', report: counts, error: null });
    expect(Date.parse(run.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(run.createdAt));

    const listed = json<Page<AdminProduct>>(
      await admin.call('GET', '/api/admin/products?search=AH-APPLY-NEW'),
    );
    const created = listed.content[0]!;
    expect(created).toMatchObject({
      name: 'Majmua Attar',
      price: 2450.5,
      stockQuantity: 7,
      notesPyramid: { top: ['vetiver'], heart: [], base: ['sandalwood', 'musk'] },
    });
    const createdHistory = json<Page<ProductHistoryEntry>>(await admin.history(created.id)).content;
    expect(createdHistory).toHaveLength(1);
    expect(createdHistory[0]).toMatchObject({
      action: 'CREATE',
      reason: 'CSV import',
      actor: { id: adminUser.id, email: adminUser.email },
    });
    const opening = json<Page<StockMovement>>(await admin.movements(created.id)).content;
    expect(opening.map((m) => [m.reason, m.delta, m.note])).toEqual([
      ['IMPORT', 7, 'Opening stock'],
    ]);

    const updated = json<AdminProduct>(await admin.read(rose.id));
    expect(updated).toMatchObject({ price: 3900, salePrice: 3500, stockQuantity: 25 });
    // The images and notes it had are kept: the file does not carry those columns, or the same.
    expect(updated.images.map((image) => [image.publicId, image.isPrimary])).toEqual([
      ['up-import-b', true],
      ['up-import-a', false],
    ]);
    const history = json<Page<ProductHistoryEntry>>(await admin.history(rose.id)).content;
    const update = history.find((entry) => entry.action === 'UPDATE');
    const stock = history.find((entry) => entry.action === 'STOCK');
    expect(history).toHaveLength(3); // CREATE, then the import's UPDATE and STOCK
    expect(update).toMatchObject({
      action: 'UPDATE',
      reason: 'CSV import',
      actor: { id: adminUser.id, email: adminUser.email },
      changes: expect.arrayContaining([
        { field: 'price', before: 3400, after: 3900 },
        { field: 'salePrice', before: null, after: 3500 },
      ]),
    });
    expect(update!.changes).toHaveLength(2);
    expect(stock).toMatchObject({
      action: 'STOCK',
      reason: 'IMPORT',
      changes: [{ field: 'stockQuantity', before: 10, after: 25 }],
    });
    const movements = json<Page<StockMovement>>(await admin.movements(rose.id)).content;
    expect(movements[0]).toMatchObject({ reason: 'IMPORT', delta: 15, stockAfter: 25 });
    // The storefront's cached answers were dropped: a shopper sees the new price at once.
    expect(json<{ price: number }>(await shopperView()).price).toBe(3900);
  });

  it('reads an export back as all unchanged, and applying it writes nothing', async () => {
    await admin.add(
      fragrancePayload(rose.categoryId, {
        name: '=1+2, "quoted"',
        shortDescription: '-minus first',
        description: 'Line one\nline two, with "quotes"',
        occasions: ['DAILY', 'WEDDING'],
        isFeatured: true,
        size: '@home',
      }),
    );
    const exported = await exportCsv(t, adminUser.token);
    const before = await written();
    const dry = report(await importCsv(t, adminUser.token, exported.rawPayload, true));
    expect(dry).toEqual({
      dryRun: true,
      rows: before.products - 1, // the deleted product is not exported
      created: 0,
      updated: 0,
      unchanged: before.products - 1,
      errors: [],
      errorCount: 0,
    });
    const { run } = await applyCsv(t, adminUser.token, exported.rawPayload);
    expect(run).toMatchObject({
      status: 'DONE',
      report: { dryRun: false, unchanged: before.products - 1, updated: 0, created: 0 },
    });
    expect(await written()).toEqual(before);
  });
});
