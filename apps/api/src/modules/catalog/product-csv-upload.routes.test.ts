import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { importCsv } from '../../../test/product-csv.js';
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
