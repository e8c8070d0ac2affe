import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySchema,
  menuItemSchema,
  pageSchema,
  productDetailSchema,
  productSchema,
  type Category,
  type MenuItem,
  type Page,
  type Product,
} from '@attar/contracts';
import type { z } from 'zod';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { httpCall } from '../../../test/http-call.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { productVariants } from '../../db/schema/index.js';
import { SHARED_CACHE_CONTROL } from '../../lib/public-cache.js';
import { writeValue } from '../settings/settings.repository.js';
import { getSettingCached } from '../settings/settings.service.js';

// Entries live a minute here, so only an admin write can explain a fresh answer.
let t: TestApp;
let adminToken: string;
let categoryId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_TTL_MS: '60000' } });
  adminToken = (await signedInUser(t, 'ADMIN')).token;
  const category = await addCategory(t.database.db, { name: 'Cache Attars' });
  categoryId = category.id;
  productId = (
    await addProduct(t.database.db, { name: 'Cached Rose Attar', categoryId, pricePaise: 340_000 })
  ).id;
  for (let index = 0; index < 12; index += 1) {
    await addProduct(t.database.db, {
      name: `Filler Musk ${index}`,
      categoryId,
      description: 'Musk. '.repeat(80),
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'GET', url, headers });
const productOf = async (id: number) => json<Product>(await get(`/api/products/getProduct/${id}`));
const priceOnList = async (id: number) =>
  json<Page<Product>>(await get('/api/products/getAll?size=50')).content.find(
    (product) => product.id === id,
  )?.price;
// Past the services, as a script or another system would write: nothing tells the cache. The
// price is the default variant's, which the product row mirrors (docs/decisions/0057-variants.md).
const setPriceInDatabase = (id: number, pricePaise: number, db = t.database.db) =>
  db
    .update(productVariants)
    .set({ pricePaise })
    .where(and(eq(productVariants.productId, id), eq(productVariants.isDefault, true)));

const publicUrls = () => [
  '/api/products/getAll?size=5',
  `/api/products/getProduct/${productId}`,
  '/api/products/search?keyword=rose',
  `/api/products/category/${categoryId}`,
  '/api/categories/getCategory',
  '/api/menus/getAll',
];

describe('public catalogue answers', () => {
  it('carry a strong ETag and a Cache-Control that lets a CDN keep them for a second at most', async () => {
    for (const url of publicUrls()) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers['cache-control'], url).toBe(SHARED_CACHE_CONTROL);
      expect(response.headers['cache-control']).toContain('s-maxage=1');
      expect(response.headers['cache-control']).not.toContain('stale-while-revalidate');
      expect(response.headers.vary, url).toContain('accept-encoding');
    }
  });

  it('answer 304 without a body to If-None-Match naming the answer, and 200 to any other tag', async () => {
    for (const url of publicUrls()) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      for (const tag of [etag, `W/${etag}`, `"elsewhere", ${etag}`, '*']) {
        const again = await get(url, { 'if-none-match': tag });
        expect(again.statusCode, `${url} ${tag}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      const other = await get(url, { 'if-none-match': '"not-this-one"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('match their response schemas field for field, since bodies are no longer checked one by one', async () => {
    const productPage = pageSchema(productSchema);
    const schemas: Array<[string, z.ZodType]> = [
      ['/api/products/getAll?size=20', productPage],
      [`/api/products/getProduct/${productId}`, productDetailSchema],
      ['/api/products/search?keyword=musk', productPage],
      [`/api/products/category/${categoryId}?size=20`, productPage],
      ['/api/categories/getCategory', pageSchema(categorySchema)],
      ['/api/menus/getAll', pageSchema(menuItemSchema)],
    ];
    for (const [url, schema] of schemas) {
      const body: unknown = json(await get(url));
      // Parsing strips fields the schema does not name, so equality means none were extra.
      expect(schema.parse(body), url).toEqual(body);
    }
  });

  it('serve one answer to a query whatever the order of its parameters', async () => {
    const first = await get(`/api/products/getAll?size=3&page=1&category=${categoryId}`);
    const second = await get(`/api/products/getAll?category=${categoryId}&page=1&size=3`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });

  it('compress a large answer for a browser that takes it, each coding with its own tag', async () => {
    const url = '/api/products/getAll?size=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': brotli.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answer a signed-in shopper exactly as a visitor', async () => {
    const shopper = await signedInUser(t);
    for (const url of publicUrls()) {
      const visitor = await get(url);
      const signedIn = await t.app.inject(withToken(shopper.token, { method: 'GET', url }));
      expect(signedIn.body, url).toBe(visitor.body);
      expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    }
  });

  it('still answer 400 to a bad query and 404 to an unknown product, without caching them', async () => {
    expect((await get('/api/products/getAll?size=0')).statusCode).toBe(400);
    const missing = await get('/api/products/getProduct/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(json(missing).code).toBe('NOT_FOUND');
  });
});

// A browser's requests reach the server, where a fresh hit is answered before Fastify
// (lib/cached-hit-server.ts); inject() always goes through Fastify.
describe('over HTTP', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const perConnection = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
  const lasting = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !perConnection.has(name))
        .map(([name, value]) => [name, String(value)]),
    );

  it('answers a repeated read from the cache exactly as Fastify answers it', async () => {
    for (const url of publicUrls()) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Array<Record<string, string>>) {
        const viaFastify = await get(url, headers);
        const hit = await httpCall(`${address}${url}`, { headers });
        expect(hit.status, url).toBe(200);
        expect(hit.body.equals(viaFastify.rawPayload), url).toBe(true);
        expect(lasting(hit.headers), url).toEqual(lasting(viaFastify.headers));
        expect(hit.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });

  it('shows a price an admin changed on the next request', async () => {
    const url = `${address}/api/products/getProduct/${productId}`;
    await httpCall(url);
    const before = (await httpCall(url)).json<Product>().price;
    const updated = await adminCatalogue(t, adminToken).update(productId, { price: before + 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await httpCall(url)).json<Product>().price).toBe(before + 1);
  });
});

describe('an admin write', () => {
  const admin = () => adminCatalogue(t, adminToken);

  it('keeps being served from the cache until then: a write past the services is not seen', async () => {
    const before = await productOf(productId);
    await setPriceInDatabase(productId, before.price * 100 + 100);
    expect((await productOf(productId)).price).toBe(before.price);
    await setPriceInDatabase(productId, before.price * 100);
  });

  it('shows a changed price on the very next request, in the product, the list and search', async () => {
    await productOf(productId);
    await priceOnList(productId);
    const etag = (await get(`/api/products/getProduct/${productId}`)).headers.etag as string;
    const updated = await admin().update(productId, { price: 2999.5 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await productOf(productId)).price).toBe(2999.5);
    expect(await priceOnList(productId)).toBe(2999.5);
    const found = json<Page<Product>>(await get('/api/products/search?keyword=rose'));
    expect(found.content.find((product) => product.id === productId)?.price).toBe(2999.5);
    // The browser's copy is out of date: its tag no longer matches.
    const revalidated = await get(`/api/products/getProduct/${productId}`, {
      'if-none-match': etag,
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('takes a deleted product out of the list at once, and a restore brings it back', async () => {
    await priceOnList(productId);
    const extra = await admin().add(fragrancePayload(categoryId, { name: 'Fleeting Oud' }));
    expect(await priceOnList(extra.id)).toBe(3400);
    expect((await admin().remove(extra.id)).statusCode).toBe(204);
    expect(await priceOnList(extra.id)).toBeUndefined();
    expect((await get(`/api/products/getProduct/${extra.id}`)).statusCode).toBe(404);
    expect((await admin().restore(extra.id)).statusCode).toBe(200);
    expect(await priceOnList(extra.id)).toBeDefined();
  });

  it("shows an admin's stock adjustment at once", async () => {
    const before = (await productOf(productId)).stockQuantity;
    const adjusted = await admin().adjustStock(productId, 5, 'Delivery from Kannauj');
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await productOf(productId)).stockQuantity).toBe(before + 5);
  });

  it('shows a new, renamed or deleted category at once, and the new name on its products', async () => {
    const names = async () =>
      json<Page<Category>>(await get('/api/categories/getCategory?size=50')).content.map(
        (category) => category.name,
      );
    await names();
    const added = await t.app.inject(
      withToken(adminToken, {
        method: 'POST',
        url: '/api/categories/add',
        payload: { name: 'Fresh Bakhoor', productType: 'FRAGRANCE' },
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(await names()).toContain('Fresh Bakhoor');

    await productOf(productId);
    const renamed = await t.app.inject(
      withToken(adminToken, {
        method: 'PUT',
        url: `/api/categories/update/${categoryId}`,
        payload: { name: 'Kept Attars' },
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names()).toContain('Kept Attars');
    expect((await productOf(productId)).categoryName).toBe('Kept Attars');

    const removed = await t.app.inject(
      withToken(adminToken, {
        method: 'DELETE',
        url: `/api/categories/delete/${json<Category>(added).id}`,
      }),
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await names()).not.toContain('Fresh Bakhoor');
  });

  it('shows a menu item added, renamed and deleted at once', async () => {
    const titles = async () =>
      json<Page<MenuItem>>(await get('/api/menus/getAll?size=50')).content.map(
        (item) => item.title,
      );
    await titles();
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject(withToken(adminToken, { method, url, ...(payload ? { payload } : {}) }));
    const added = await call('POST', '/api/menus/addMenus', {
      title: 'Ittar Bazaar',
      path: '/bazaar',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await titles()).toContain('Ittar Bazaar');
    const id = json<{ id: number }>(added).id;
    expect(
      (await call('PUT', `/api/menus/Update/${id}`, { title: 'Attar Bazaar' })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual(expect.arrayContaining(['Attar Bazaar']));
    expect((await call('DELETE', `/api/menus/Delete/${id}`)).statusCode).toBe(204);
    expect(await titles()).not.toContain('Attar Bazaar');
  });

  it("shows a new review's rating at once, and its hiding by an admin", async () => {
    const reviewed = await addProduct(t.database.db, { name: 'Reviewed Vetiver', categoryId });
    expect(await productOf(reviewed.id)).toMatchObject({ reviewCount: 0, averageRating: null });
    const shopper = await signedInUser(t);
    const posted = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/products/${reviewed.id}/reviews`,
        payload: { rating: 4, body: 'Green and smoky.' },
      }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await productOf(reviewed.id)).toMatchObject({ reviewCount: 1, averageRating: 4 });
    const hidden = await t.app.inject(
      withToken(adminToken, {
        method: 'PUT',
        url: `/api/reviews/${json<{ id: number }>(posted).id}`,
        payload: { hidden: true },
      }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await productOf(reviewed.id)).toMatchObject({ reviewCount: 0, averageRating: null });
  });

  it('clears the settings kept for checkout when an admin changes them', async () => {
    const before = await getSettingCached(t.database.db, 'cod_fee');
    const changed = await t.app.inject(
      withToken(adminToken, {
        method: 'PUT',
        url: '/api/admin/settings/cash-on-delivery',
        payload: { codFee: before.paise / 100 + 7, codLimit: 50_000 },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await getSettingCached(t.database.db, 'cod_fee')).toEqual({ paise: before.paise + 700 });
  });
});

describe('with CATALOG_CACHE=off', () => {
  let off: TestApp;
  let id: number;
  beforeAll(async () => {
    off = await createTestApp({ env: { CATALOG_CACHE: 'off' } });
    const category = await addCategory(off.database.db, { name: 'Uncached Attars' });
    id = (
      await addProduct(off.database.db, {
        name: 'Uncached Rose',
        categoryId: category.id,
        pricePaise: 100_000,
      })
    ).id;
  });
  afterAll(async () => {
    await off?.close();
  });

  it('reads the database on every request, and still tags answers and answers 304', async () => {
    const url = `/api/products/getProduct/${id}`;
    const first = await get(url, {}, off);
    expect(json<Product>(first).price).toBe(1000);
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(
      (await get(url, { 'if-none-match': first.headers.etag as string }, off)).statusCode,
    ).toBe(304);

    await setPriceInDatabase(id, 120_000, off.database.db);
    const second = await get(url, { 'if-none-match': first.headers.etag as string }, off);
    expect(second.statusCode).toBe(200);
    expect(json<Product>(second).price).toBe(1200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(
      (await get(url, { 'if-none-match': second.headers.etag as string }, off)).statusCode,
    ).toBe(304);
  });

  it('reads settings from the database each time', async () => {
    const before = await getSettingCached(off.database.db, 'cod_fee');
    // Past the services, which only an uncached read sees at once.
    await writeValue(off.database.db, 'cod_fee', { paise: before.paise + 100 });
    expect(await getSettingCached(off.database.db, 'cod_fee')).toEqual({
      paise: before.paise + 100,
    });
  });
});
