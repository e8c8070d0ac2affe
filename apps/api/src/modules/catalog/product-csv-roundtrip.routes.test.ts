import type { ProductImportReport } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS, seedDemoCatalogue } from '../../db/seed/index.js';
import { applyCsv, exportCsv, importCsv, rowsOfExport } from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.database.db, { mediaDir: `${t.config.dataDir}/media` });
  token = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

describe('the demo catalogue through CSV', () => {
  it('exports every variant of every product and reads the file back as unchanged, applied or not', async () => {
    const exported = await exportCsv(t, token);
    const rows = rowsOfExport(exported.body);
    // A row per variant, grouped back into products by productSku.
    const [{ variants }] = (
      await t.database.query(
        'select count(*)::int as variants from product_variants where deleted_at is null',
      )
    ).rows as [{ variants: number }];
    expect(rows).toHaveLength(variants);
    expect(rows.length).toBeGreaterThan(SEED_PRODUCTS.length);
    expect(new Set(rows.map((row) => row.productSku)).size).toBe(SEED_PRODUCTS.length);
    const expected = {
      rows: rows.length,
      created: 0,
      updated: 0,
      unchanged: SEED_PRODUCTS.length,
      errors: [],
      errorCount: 0,
    };
    const dry = await importCsv(t, token, exported.rawPayload, true);
    expect(json<ProductImportReport>(dry)).toEqual({ dryRun: true, ...expected });
    const { run } = await applyCsv(t, token, exported.rawPayload);
    expect(run).toMatchObject({ status: 'DONE', report: { dryRun: false, ...expected } });
    // The second export is the same file, byte for byte.
    expect((await exportCsv(t, token)).body).toBe(exported.body);
  });
});
