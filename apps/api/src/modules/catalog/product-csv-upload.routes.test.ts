import type { Page, ProductImportRun } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { applyCsv, csvFile, getImport, importCsv } from '../../../test/product-csv.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await addCategory(t.database.db, { name: 'Attars' });
  token = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

const REQUIRED = ['sku', 'name', 'category', 'price', 'shortDescription', 'description'];

describe('POST /api/admin/products/import: the upload', () => {
  it('answers 415 for a body that is not multipart, 400 without a file', async () => {
    const asJson = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/api/admin/products/import?dryRun=true',
        payload: { file: 'x' },
      }),
    );
    expect([asJson.statusCode, json(asJson).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const form = new FormData();
    form.append('note', 'no file');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([noFile.statusCode, json(noFile).code]).toEqual([400, 'VALIDATION_FAILED']);
    const badFlag = await importCsv(t, token, 'sku\n', 'maybe' as unknown as boolean);
    expect(badFlag.statusCode).toBe(400);
  });

  it('answers 413 for a file over 2 MB', async () => {
    const big = `${REQUIRED.join(',')}\n${'x'.repeat(2 * 1024 * 1024)}\n`;
    const response = await importCsv(t, token, big, true);
    expect([response.statusCode, json(response).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('refuses more than 5,000 products in one file', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `AH-M-${i},N,Attars,1,s,d`);
    const response = await importCsv(t, token, [REQUIRED.join(','), ...rows].join('\n'), true);
    expect(json(response).errors).toEqual([
      {
        line: 5002,
        column: null,
        message: 'The file has 5001 products; import at most 5000 at a time.',
      },
    ]);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const visitor = await importCsv(t, null, 'sku\n', true);
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const customer = (await signedInUser(t)).token;
    const shopper = await importCsv(t, customer, 'sku\n', true);
    expect([shopper.statusCode, json(shopper).code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('GET /api/admin/products/imports', () => {
  const row = (sku: string) => ({
    sku,
    name: `Attar ${sku}`,
    category: 'Attars',
    price: 500,
    shortDescription: 'In brief.',
    description: 'At length.',
  });

  it('shows an applied import by id, and lists imports the latest first', async () => {
    const first = await applyCsv(t, token, csvFile(REQUIRED, [row('AH-U-1')]));
    const second = await applyCsv(t, token, csvFile(REQUIRED, [row('AH-U-1'), row('AH-U-2')]));
    expect(first.run).toMatchObject({ status: 'DONE', report: { created: 1 } });
    expect(second.run).toMatchObject({ status: 'DONE', report: { created: 1, unchanged: 1 } });
    const list = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/admin/products/imports?size=1' }),
    );
    expect(list.statusCode).toBe(200);
    expect(json<Page<ProductImportRun>>(list)).toMatchObject({
      content: [second.run],
      totalElements: 2,
      size: 1,
    });
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await getImport(t, token, 999_999);
    expect([unknown.statusCode, json(unknown).code]).toEqual([404, 'NOT_FOUND']);
    const bad = await getImport(t, token, 'latest');
    expect([bad.statusCode, json(bad).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const { run } = await applyCsv(t, token, csvFile(REQUIRED, [row('AH-U-3')]));
    const visitor = await getImport(t, null, run.id);
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const customer = (await signedInUser(t)).token;
    const shopper = await getImport(t, customer, run.id);
    expect([shopper.statusCode, json(shopper).code]).toEqual([403, 'FORBIDDEN']);
    const list = await t.app.inject(
      withToken(customer, { method: 'GET', url: '/api/admin/products/imports' }),
    );
    expect(list.statusCode).toBe(403);
  });
});
