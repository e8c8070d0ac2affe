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
import { auditLog, productVariants, stockMovements } from '../../db/schema/index.js';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import {
  applyCsv,
  csvFile,
  exportCsv,
  importCsv,
  rowsOfExport,
} from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

// A product of several variants through CSV (docs/decisions/0057-variants.md): a row per
// variant, grouped by `productSku`; the default variant's row carries the product's values.

let t: TestApp;
let adminUser: { id: number; token: string; email: string };
let admin: ReturnType<typeof adminCatalogue>;

beforeAll(async () => {
  t = await createTestApp();
  const attars = (await addCategory(t.database.db, { name: 'Attars' })).id;
  adminUser = await signedInUser(t, 'ADMIN');
  admin = adminCatalogue(t, adminUser.token);
  // Mogra: 6 ml (the default, 5 in stock) and 12 ml (2 in stock).
  const mogra = await admin.add(
    fragrancePayload(attars, { name: 'Mogra Attar', sku: 'AH-VAR-MOGRA', size: '6 ml' }),
  );
  const saved = await admin.call('PUT', `/api/admin/products/${mogra.id}/variants`, {
    variants: [
      {
        id: mogra.variants[0]!.id,
        sku: 'AH-VAR-MOGRA',
        size: '6 ml',
        price: 3400,
        stockQuantity: 5,
        isDefault: true,
      },
      { sku: 'AH-VAR-MOGRA-12', size: '12 ml', price: 2000, stockQuantity: 2 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const COLUMNS = [
  'sku',
  'productSku',
  'name',
  'category',
  'price',
  'salePrice',
  'size',
  'colour',
  'stockQuantity',
  'shortDescription',
  'description',
];
const productCells = (name: string) => ({
  name,
  category: 'Attars',
  shortDescription: 'In brief.',
  description: 'At length.',
});

const report = (response: { body: string }) => json<ProductImportReport>(response);

async function productBySku(sku: string): Promise<AdminProduct> {
  const page = json<Page<AdminProduct>>(
    await admin.call('GET', `/api/admin/products?search=${sku}`),
  );
  return page.content.find((product) => product.sku === sku)!;
}

async function written() {
  const db = t.database.db;
  const [[v], [a], [s]] = await Promise.all([
    db.select({ n: count() }).from(productVariants),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(stockMovements),
  ]);
  return { variants: v!.n, audit: a!.n, movements: s!.n };
}

const variantCells = (product: AdminProduct) =>
  product.variants.map((v) => [v.sku, v.size, v.colour, v.price, v.salePrice, v.stockQuantity]);

describe('CSV import of variants', () => {
  it('creates a product of several variants from rows sharing a productSku', async () => {
    const file = csvFile(COLUMNS, [
      {
        ...productCells('Kewda Attar'),
        sku: 'ah-var-kewda-6',
        productSku: 'AH-VAR-KEWDA-6',
        price: 1500,
        size: '6 ml',
        stockQuantity: 3,
      },
      // The product's columns may be left blank on its other rows.
      {
        sku: 'AH-VAR-KEWDA-12',
        productSku: 'ah-var-kewda-6',
        price: 2700,
        salePrice: 2500,
        size: '12 ml',
        colour: 'Amber glass',
        stockQuantity: 1,
      },
    ]);
    const dry = report(await importCsv(t, adminUser.token, file, true));
    expect(dry).toMatchObject({ rows: 2, created: 1, updated: 0, unchanged: 0, errors: [] });
    const { run } = await applyCsv(t, adminUser.token, file);
    expect(run).toMatchObject({ status: 'DONE', report: { rows: 2, created: 1 } });

    const kewda = await productBySku('AH-VAR-KEWDA-6');
    expect(kewda).toMatchObject({
      price: 1500,
      fromPrice: 1500,
      variantCount: 2,
      stockQuantity: 3,
    });
    expect(variantCells(kewda)).toEqual([
      ['AH-VAR-KEWDA-6', '6 ml', null, 1500, null, 3],
      ['AH-VAR-KEWDA-12', '12 ml', 'Amber glass', 2700, 2500, 1],
    ]);
    const movements = json<Page<StockMovement>>(await admin.movements(kewda.id)).content;
    expect(movements.map((m) => [m.sku, m.reason, m.delta])).toEqual([
      ['AH-VAR-KEWDA-12', 'IMPORT', 1],
      ['AH-VAR-KEWDA-6', 'IMPORT', 3],
    ]);
    const history = json<Page<ProductHistoryEntry>>(await admin.history(kewda.id)).content;
    expect(history.map((entry) => [entry.action, entry.reason])).toEqual([
      ['UPDATE', 'CSV import'],
      ['STOCK', 'IMPORT'],
      ['CREATE', 'CSV import'],
    ]);
    expect(history[0]!.changes.map((change) => change.field)).toEqual(['variants']);
  });

  it('changes a variant by its SKU and adds one to an existing product, leaving the others; stock as IMPORT', async () => {
    // Without the default's row: the product's own values stay as they are.
    const file = csvFile(COLUMNS, [
      {
        sku: 'AH-VAR-MOGRA-12',
        productSku: 'AH-VAR-MOGRA',
        price: 2200,
        size: '12 ml',
        stockQuantity: 6,
      },
      {
        sku: 'AH-VAR-MOGRA-24',
        productSku: 'AH-VAR-MOGRA',
        price: 4000,
        size: '24 ml',
        colour: 'Frosted',
        stockQuantity: 2,
      },
    ]);
    const dry = report(await importCsv(t, adminUser.token, file, true));
    expect(dry).toMatchObject({ rows: 2, created: 0, updated: 1, unchanged: 0, errors: [] });
    await applyCsv(t, adminUser.token, file);
    const mogra = await productBySku('AH-VAR-MOGRA');
    expect(variantCells(mogra)).toEqual([
      ['AH-VAR-MOGRA', '6 ml', null, 3400, null, 5],
      ['AH-VAR-MOGRA-12', '12 ml', null, 2200, null, 6],
      ['AH-VAR-MOGRA-24', '24 ml', 'Frosted', 4000, null, 2],
    ]);
    expect(mogra).toMatchObject({ price: 3400, fromPrice: 2200, variantCount: 3 });
    const movements = json<Page<StockMovement>>(await admin.movements(mogra.id)).content;
    expect(movements.slice(0, 2).map((m) => [m.sku, m.reason, m.delta, m.stockAfter])).toEqual([
      ['AH-VAR-MOGRA-24', 'IMPORT', 2, 2],
      ['AH-VAR-MOGRA-12', 'IMPORT', 4, 6],
    ]);
  });

  it('names the problems of variant rows by line and column, and writes nothing', async () => {
    const before = await written();
    const errorsOf = async (rows: Partial<Record<string, string | number>>[]) =>
      report(await importCsv(t, adminUser.token, csvFile(COLUMNS, rows), true)).errors;
    expect(
      await errorsOf([
        { sku: 'AH-VAR-MOGRA-12', productSku: 'AH-VAR-KEWDA-6', price: 100, size: '50 ml' },
      ]),
    ).toEqual([
      {
        line: 2,
        column: 'sku',
        message:
          'SKU AH-VAR-MOGRA-12 is a variant of "Mogra Attar", not of the product AH-VAR-KEWDA-6.',
      },
    ]);
    expect(
      await errorsOf([
        { ...productCells('Nowhere'), sku: 'AH-VAR-NEW-1', productSku: 'AH-VAR-NOPE', price: 100 },
      ]),
    ).toEqual([
      {
        line: 2,
        column: 'productSku',
        message:
          "No product has the SKU AH-VAR-NOPE, and no row of the file: a new product's productSku is the SKU of one of its rows.",
      },
    ]);
    expect(
      await errorsOf([
        { sku: 'AH-VAR-KEWDA-X', productSku: 'AH-VAR-KEWDA-6', price: 100, size: '6 ML' },
        { sku: 'AH-VAR-MOGRA-NS', productSku: 'AH-VAR-MOGRA', price: 100, size: '' },
      ]),
    ).toEqual([
      { line: 2, column: 'size', message: 'Two variants are both 6 ML.' },
      { line: 3, column: 'size', message: 'Give each variant a size or a colour.' },
    ]);
    expect(
      await errorsOf([
        {
          ...productCells('Kewda Attar'),
          sku: 'AH-VAR-KEWDA-6',
          productSku: 'AH-VAR-KEWDA-6',
          price: 1500,
          size: '6 ml',
        },
        {
          sku: 'AH-VAR-KEWDA-24',
          productSku: 'AH-VAR-KEWDA-6',
          name: 'Kewda Oil',
          price: 'abc',
          size: '24 ml',
        },
      ]),
    ).toEqual([
      { line: 3, column: 'price', message: '"abc" is not a number.' },
      {
        line: 3,
        column: 'name',
        message: "This differs from line 2, the product's row: leave it blank, or the same.",
      },
    ]);
    expect(await written()).toEqual(before);
  });

  it('reads an export of variants back as unchanged; a changed cell changes that variant alone', async () => {
    const exported = await exportCsv(t, adminUser.token, '?search=AH-VAR&sort=name_asc');
    const rows = rowsOfExport(exported.body);
    expect(rows.map((row) => [row.sku, row.productSku])).toEqual([
      ['AH-VAR-KEWDA-6', 'AH-VAR-KEWDA-6'],
      ['AH-VAR-KEWDA-12', 'AH-VAR-KEWDA-6'],
      ['AH-VAR-MOGRA', 'AH-VAR-MOGRA'],
      ['AH-VAR-MOGRA-12', 'AH-VAR-MOGRA'],
      ['AH-VAR-MOGRA-24', 'AH-VAR-MOGRA'],
    ]);
    const before = await written();
    const dry = report(await importCsv(t, adminUser.token, exported.rawPayload, true));
    expect(dry).toEqual({
      dryRun: true,
      rows: 5,
      created: 0,
      updated: 0,
      unchanged: 2,
      errors: [],
      errorCount: 0,
    });
    const { run } = await applyCsv(t, adminUser.token, exported.rawPayload);
    expect(run).toMatchObject({ status: 'DONE', report: { unchanged: 2, updated: 0 } });
    expect(await written()).toEqual(before);

    const edited = rows.map((row) =>
      row.sku === 'AH-VAR-MOGRA-24' ? { ...row, price: '4100', colour: 'Clear' } : row,
    );
    const changed = await applyCsv(t, adminUser.token, csvFile(PRODUCT_CSV_COLUMNS, edited));
    expect(changed.run).toMatchObject({ status: 'DONE', report: { updated: 1, unchanged: 1 } });
    const mogra = await productBySku('AH-VAR-MOGRA');
    expect(variantCells(mogra)).toEqual([
      ['AH-VAR-MOGRA', '6 ml', null, 3400, null, 5],
      ['AH-VAR-MOGRA-12', '12 ml', null, 2200, null, 6],
      ['AH-VAR-MOGRA-24', '24 ml', 'Clear', 4100, null, 2],
    ]);
    const [latest] = json<Page<ProductHistoryEntry>>(await admin.history(mogra.id)).content;
    expect(latest).toMatchObject({ action: 'UPDATE', reason: 'CSV import' });
    expect(latest!.changes[0]!.after).toContainEqual({
      sku: 'AH-VAR-MOGRA-24',
      size: '24 ml',
      colour: 'Clear',
      price: 4100,
      salePrice: null,
      weightGrams: null,
      isDefault: false,
    });
    // The second export is the edited file.
    const again = rowsOfExport(
      (await exportCsv(t, adminUser.token, '?search=AH-VAR&sort=name_asc')).body,
    );
    expect(again).toEqual(edited);
  });
});
