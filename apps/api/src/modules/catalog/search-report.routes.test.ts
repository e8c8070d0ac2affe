import { join } from 'node:path';
import { indiaDayOf, type SearchReport } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { seedDemoCatalogue } from '../../db/seed/index.js';

// What shoppers searched for (docs/admin-guide.md, "Search"): every search made counts once,
// from the cache or not; paging, sorting and filtering its results do not count again.

let t: TestApp;
let admin: string;
const today = indiaDayOf(new Date());

beforeAll(async () => {
  // The cache on, as in production: the repeated searches below are answered from it.
  t = await createTestApp({ env: { CATALOG_CACHE_TTL_MS: '60000' } });
  await seedDemoCatalogue(t.database.db, { mediaDir: join(t.config.dataDir, 'media') });
  admin = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

async function search(query: string, token?: string): Promise<void> {
  const url = `/api/products/search?${query}`;
  const response = await t.app.inject(
    token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url },
  );
  expect(response.statusCode, response.body).toBe(200);
}

const report = (query: string, token: string | null = admin) => {
  const url = `/api/admin/search/report?${query}`;
  return t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });
};

describe('GET /api/admin/search/report', () => {
  it('counts each search made, cached or not, and lists those that found nothing', async () => {
    const shopper = (await signedInUser(t)).token;
    await search('keyword=Rose');
    await search('keyword=rose');
    await search(`keyword=${encodeURIComponent('  ROSE ')}`, shopper);
    // The same search paged, sorted or filtered on the results page: not made again.
    await search('keyword=rose&page=1');
    await search('keyword=rose&sortOrder=price_asc');
    await search('keyword=rose&metal=GOLD');
    await search('keyword=rose&filterWords=false');
    await search('keyword=zzqxv');
    await search('keyword=zzqxv');
    await search(`keyword=${encodeURIComponent('गुलाब')}`);

    const response = await report(`from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<SearchReport>(response);
    expect(body.totals).toEqual({ searches: 6, withoutResults: 2 });
    expect(body.top).toEqual([
      { query: 'rose', searches: 3, withoutResults: 0 },
      { query: 'zzqxv', searches: 2, withoutResults: 2 },
      { query: 'गुलाब', searches: 1, withoutResults: 0 },
    ]);
    expect(body.withoutResults).toEqual([{ query: 'zzqxv', searches: 2, withoutResults: 2 }]);

    const before = json<SearchReport>(await report('from=2020-01-01&to=2020-12-31'));
    expect(before).toEqual({
      totals: { searches: 0, withoutResults: 0 },
      top: [],
      withoutResults: [],
    });
  });

  it('refuses a period that is not one, and is for admins only', async () => {
    for (const query of [
      '',
      `from=${today}`,
      'from=2026-13-01&to=2026-12-31',
      'from=2026-05-02&to=2026-05-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-01-01%00&to=2026-01-02',
      `from=${'9'.repeat(500)}&to=2026-01-02`,
    ]) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const customer = (await signedInUser(t)).token;
    expect((await report(`from=${today}&to=${today}`, customer)).statusCode).toBe(403);
    expect((await report(`from=${today}&to=${today}`, null)).statusCode).toBe(401);
  });
});
