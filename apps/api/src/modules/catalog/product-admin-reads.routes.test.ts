import type { AdminProduct, Page, StockMovement } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { setSetting } from '../settings/settings.service.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: ReturnType<typeof adminCatalogue>;
let customerToken: string;
const categories = { attars: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  categories.attars = (await addCategory(db, { name: 'Attars' })).id;
  admin = adminCatalogue(t, (await signedInUser(t, 'ADMIN')).token);
  customerToken = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('stock through the admin', () => {
  it('sets stock with an edit, receives and writes off units, and keeps every change in the ledger', async () => {
    const product = await admin.add(fragrancePayload(categories.attars, { stockQuantity: 10 }));
    expect(
      json<AdminProduct>(await admin.update(product.id, { stockQuantity: 4 })).stockQuantity,
    ).toBe(4);
    const received = await admin.adjustStock(product.id, 20, 'Batch from Kannauj');
    expect(json<AdminProduct>(received).stockQuantity).toBe(24);
    const tooMany = await admin.adjustStock(product.id, -25);
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 24 in stock: 25 cannot be taken off.',
    });
    expect(json<AdminProduct>(await admin.adjustStock(product.id, -24)).inStock).toBe(false);

    const ledger = json<Page<StockMovement>>(await admin.movements(product.id));
    expect(
      ledger.content.map((move) => [move.reason, move.delta, move.stockAfter, move.note]),
    ).toEqual([
      ['ADMIN_EDIT', -24, 0, null],
      ['ADMIN_EDIT', 20, 24, 'Batch from Kannauj'],
      ['ADMIN_EDIT', -6, 4, null],
      ['ADMIN_EDIT', 10, 10, 'Opening stock'],
    ]);
    expect(ledger.content[0]!.actor).toMatchObject({
      id: expect.any(Number),
      email: expect.stringContaining('@'),
    });
  });

  it('refuses a change of 0 or a fraction, and answers 404 for an unknown product', async () => {
    const product = await admin.add(fragrancePayload(categories.attars));
    for (const delta of [0, 1.5]) {
      expect((await admin.adjustStock(product.id, delta)).statusCode).toBe(400);
    }
    expect((await admin.adjustStock(999_999, 1)).statusCode).toBe(404);
    expect((await admin.movements(999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/products and /api/admin/products/{id}', () => {
  let t2: TestApp;
  let admin2: ReturnType<typeof adminCatalogue>;
  const made: Record<string, AdminProduct> = {};
  beforeAll(async () => {
    t2 = await createTestApp();
    const attars = (await addCategory(t2.database.db, { name: 'Attars' })).id;
    const rings = (await addCategory(t2.database.db, { name: 'Rings', productType: 'JEWELRY' })).id;
    admin2 = adminCatalogue(t2, (await signedInUser(t2, 'ADMIN')).token);
    const specs = [
      {
        name: 'Mogra Attar',
        sku: 'AH-MOGRA',
        price: 1200,
        stockQuantity: 40,
        isFeatured: true,
        categoryId: attars,
      },
      { name: 'Khus Attar', sku: 'AH-KHUS', price: 900, stockQuantity: 5, categoryId: attars },
      { name: 'Gulab Attar', sku: 'AH-GULAB', price: 1500, stockQuantity: 0, categoryId: attars },
      {
        name: 'Emerald Ring',
        sku: 'AH-RING',
        price: 90000,
        stockQuantity: 2,
        isFeatured: true,
        categoryId: rings,
      },
      {
        name: 'Retired Attar',
        sku: 'AH-RETIRED',
        price: 800,
        stockQuantity: 3,
        categoryId: attars,
      },
    ];
    for (const spec of specs)
      made[spec.sku] = await admin2.add(fragrancePayload(spec.categoryId, spec));
    await admin2.remove(made['AH-RETIRED']!.id);
  });
  afterAll(async () => {
    await t2.close();
  });

  const names = async (query: string) => {
    const response = await admin2.call('GET', `/api/admin/products${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page<AdminProduct>>(response).content.map((product) => product.name);
  };

  it.each([
    ['', ['Emerald Ring', 'Gulab Attar', 'Khus Attar', 'Mogra Attar']],
    ['?search=ah-k', ['Khus Attar']],
    ['?search=attar&sort=price_asc', ['Khus Attar', 'Mogra Attar', 'Gulab Attar']],
    ['?stock=out', ['Gulab Attar']],
    ['?stock=low&sort=stock_asc', ['Gulab Attar', 'Emerald Ring', 'Khus Attar']],
    ['?stock=in&sort=name_asc', ['Emerald Ring', 'Khus Attar', 'Mogra Attar']],
    ['?featured=true&sort=price_desc', ['Emerald Ring', 'Mogra Attar']],
    ['?featured=false&sort=oldest', ['Khus Attar', 'Gulab Attar']],
    ['?search=100%25', []],
  ])('lists live products for %s', async (query, expected) => {
    const sorted = query === '' ? [...(await names(query))].sort() : await names(query);
    expect(sorted).toEqual(expected);
  });

  it("counts low stock by the settings' threshold, in the filter and in each product", async () => {
    const lowOf = async () =>
      json<Page<AdminProduct>>(
        await admin2.call('GET', '/api/admin/products?sort=name_asc'),
      ).content.map((product) => [product.name, product.lowStock]);
    expect(await lowOf()).toEqual([
      ['Emerald Ring', true],
      ['Gulab Attar', true],
      ['Khus Attar', true],
      ['Mogra Attar', false],
    ]);
    await setSetting(t2.database.db, 'low_stock_threshold', { quantity: 2 });
    try {
      expect(await names('?stock=low&sort=stock_asc')).toEqual(['Gulab Attar', 'Emerald Ring']);
      expect(Object.fromEntries(await lowOf())).toMatchObject({
        'Khus Attar': false,
        'Emerald Ring': true,
      });
    } finally {
      await setSetting(t2.database.db, 'low_stock_threshold', { quantity: 5 });
    }
  });

  it('filters by category id and pages', async () => {
    const ringCategory = made['AH-RING']!.categoryId;
    expect(await names(`?category=${ringCategory}`)).toEqual(['Emerald Ring']);
    const page = json<Page<AdminProduct>>(
      await admin2.call('GET', '/api/admin/products?size=3&page=1'),
    );
    expect(page).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      number: 1,
      content: [expect.any(Object)],
    });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?stock=some',
      '?featured=yes',
      '?sort=cheapest',
      '?category=abc',
      '?size=500',
    ]) {
      const response = await admin2.call('GET', `/api/admin/products${query}`);
      expect([query, response.statusCode, json(response).code]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('reads a deleted product for the admin while the storefront answers 404', async () => {
    const id = made['AH-RETIRED']!.id;
    const read = await admin2.read(id);
    expect(json<AdminProduct>(read)).toMatchObject({
      name: 'Retired Attar',
      deletedAt: expect.any(String),
      updatedAt: expect.any(String),
      inStock: false,
      stockQuantity: 3,
    });
    expect(
      (await t2.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` })).statusCode,
    ).toBe(404);
    expect((await admin2.read(999_999)).statusCode).toBe(404);
  });
});

describe('who may call the admin catalogue', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/api/products/products'],
    ['PUT', '/api/products/update/1'],
    ['DELETE', '/api/products/delete/1'],
    ['GET', '/api/products/get/deleted'],
    ['PUT', '/api/products/1/restoreDeleted'],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/1'],
    ['POST', '/api/admin/products/1/stock'],
    ['GET', '/api/admin/products/1/stock-movements'],
    ['GET', '/api/product-history/1'],
    ['POST', '/api/product-history/1/restore/1'],
  ];
  it.each(routes)(
    '%s %s: 401 for a visitor, 403 for a customer, with the error body',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined;
      const visitor = await t.app.inject({ method, url, payload });
      expect([visitor.statusCode, json(visitor)]).toEqual([
        401,
        expect.objectContaining({
          status: 401,
          code: 'UNAUTHENTICATED',
          requestId: expect.any(String),
        }),
      ]);
      const customer = await t.app.inject(withToken(customerToken, { method, url, payload }));
      expect([customer.statusCode, json(customer)]).toEqual([
        403,
        expect.objectContaining({
          status: 403,
          code: 'FORBIDDEN',
          message: 'This needs an administrator',
        }),
      ]);
    },
  );

  it.each(
    routes.filter(
      ([, url]) =>
        url !== '/api/products/products' &&
        url !== '/api/products/get/deleted' &&
        url !== '/api/admin/products',
    ),
  )('%s %s answers 404 for an unknown product', async (method, url) => {
    const body = url.endsWith('/stock')
      ? { delta: 1 }
      : method === 'PUT' || method === 'POST'
        ? {}
        : undefined;
    const response = await admin.call(method, url.replace('/1', '/987654'), body);
    expect([response.statusCode, json(response).code]).toEqual([404, 'NOT_FOUND']);
  });
});
