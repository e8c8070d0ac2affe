import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { addCategory, addImage, addProduct } from '../../../test/catalog-fixtures.js';
import type { Category, Page, Product } from '@attar/contracts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const attars = await addCategory(db, { name: 'Attars', sortOrder: 1, imagePublicId: null });
  const rings = await addCategory(db, { name: 'Rings', productType: 'JEWELRY', sortOrder: 2 });
  const empty = await addCategory(db, { name: 'Candles', sortOrder: 3 });
  ids.attars = attars.id;
  ids.rings = rings.id;
  ids.empty = empty.id;
  const rose = await addProduct(db, {
    name: 'Kannauj Rose Attar',
    categoryId: attars.id,
    pricePaise: 320_000,
    salePricePaise: 275_050,
    gender: 'WOMEN',
    occasions: ['FESTIVE', 'WEDDING'],
    notes: ['rose', 'saffron'],
    isFeatured: true,
    size: '12 ml',
  });
  const vetiver = await addProduct(db, {
    name: 'Monsoon Vetiver',
    categoryId: attars.id,
    pricePaise: 180_000,
    gender: 'MEN',
    occasions: ['DAILY', 'OFFICE'],
    notes: ['vetiver', 'petrichor'],
    stockQuantity: 0,
  });
  const ring = await addProduct(db, {
    name: 'Nizam Emerald Ring',
    categoryId: rings.id,
    productType: 'JEWELRY',
    pricePaise: 12_450_000,
    gender: 'WOMEN',
    occasions: ['WEDDING'],
    isFeatured: true,
    dimensions: '18 mm band, size 14',
    metal: 'GOLD',
    purity: '22K',
  });
  const hidden = await addProduct(db, {
    name: 'Retired Rose Mist',
    categoryId: attars.id,
    deletedAt: new Date(),
  });
  ids.rose = rose.id;
  ids.vetiver = vetiver.id;
  ids.ring = ring.id;
  ids.hidden = hidden.id;
  await addImage(db, join(t.config.dataDir, 'media'), 'test-rose-1', rose.id);
});
afterAll(async () => {
  await t.close();
});

async function getPage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json<Page<Product>>(response);
}
const names = (page: Page<Product>) => page.content.map((product) => product.name);

describe('GET /api/products/getAll', () => {
  it('answers the page object with live products only, featured first by default', async () => {
    const page = await getPage('/api/products/getAll');
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
      empty: false,
    });
    expect(names(page).slice(0, 2).sort()).toEqual(['Kannauj Rose Attar', 'Nizam Emerald Ring']);
    expect(names(page)).not.toContain('Retired Rose Mist');
  });

  it('shapes a product as the spec reads it, money in rupees', async () => {
    const page = await getPage('/api/products/getAll?search=kannauj');
    expect(page.content[0]).toMatchObject({
      id: ids.rose,
      name: 'Kannauj Rose Attar',
      price: 3200,
      salePrice: 2750.5,
      categoryName: 'Attars',
      size: '12 ml',
      isFeatured: true,
      stockQuantity: 10,
      inStock: true,
      imageUrls: ['test-rose-1'],
      images: [
        {
          isPrimary: true,
          publicId: 'test-rose-1',
          url: '/media/detail/test-rose-1',
          width: 1000,
          height: 1000,
        },
      ],
      imageUrl: '/media/card/test-rose-1',
      sku: 'SKU-KANNAUJ-ROSE-ATTAR',
    });
  });

  it('pages with page and size', async () => {
    const first = await getPage('/api/products/getAll?size=2&sortOrder=name_asc');
    const second = await getPage('/api/products/getAll?size=2&page=1&sortOrder=name_asc');
    expect(names(first)).toEqual(['Kannauj Rose Attar', 'Monsoon Vetiver']);
    expect(names(second)).toEqual(['Nizam Emerald Ring']);
    expect(first).toMatchObject({ totalPages: 2, first: true, last: false });
    expect(second).toMatchObject({ number: 1, first: false, last: true });
    const beyond = await getPage('/api/products/getAll?page=5');
    expect(beyond).toMatchObject({ empty: true, content: [], totalElements: 3 });
  });

  it('gives each product of a later page its own images, in the order asked for', async () => {
    const imagesOfPage = async (page: number) =>
      (await getPage(`/api/products/getAll?size=1&page=${page}&sortOrder=name_desc`)).content.map(
        (product) => [product.name, product.imageUrls],
      );
    expect(await imagesOfPage(0)).toEqual([['Nizam Emerald Ring', []]]);
    expect(await imagesOfPage(1)).toEqual([['Monsoon Vetiver', []]]);
    expect(await imagesOfPage(2)).toEqual([['Kannauj Rose Attar', ['test-rose-1']]]);
  });

  it.each([
    ['gender=WOMEN', 2],
    ['category=attars&occasion=DAILY', 1],
    ['search=rose', 1],
    ['menuType=no-such-thing', 0],
  ])('counts the products matching %s on a page past the end', async (query, total) => {
    const beyond = await getPage(`/api/products/getAll?${query}&size=1&page=7`);
    expect(beyond).toMatchObject({
      empty: true,
      content: [],
      totalElements: total,
      totalPages: total,
      number: 7,
    });
  });

  it.each([
    ['category=' + 'attars', ['Kannauj Rose Attar', 'Monsoon Vetiver']],
    ['gender=men', ['Monsoon Vetiver']],
    ['occasion=wedding', ['Kannauj Rose Attar', 'Nizam Emerald Ring']],
    ['isFeatured=true', ['Kannauj Rose Attar', 'Nizam Emerald Ring']],
    ['productType=JEWELRY', ['Nizam Emerald Ring']],
    ['menuType=JEWELRY', ['Nizam Emerald Ring']],
    ['menuType=MEN', ['Monsoon Vetiver']],
    ['menuType=FESTIVE', ['Kannauj Rose Attar']],
    ['menuType=FEATURED', ['Kannauj Rose Attar', 'Nizam Emerald Ring']],
    ['menuType=rings', ['Nizam Emerald Ring']],
    ['menuType=no-such-thing', []],
    ['search=VETIVER', ['Monsoon Vetiver']],
    ['search=saffron', ['Kannauj Rose Attar']],
    ['search=rings', ['Nizam Emerald Ring']],
    ['search=100%25', []],
  ])('filters with %s', async (query, expected) => {
    const page = await getPage(`/api/products/getAll?sortOrder=name_asc&${query}`);
    expect(names(page)).toEqual(expected);
  });

  it('filters by category id', async () => {
    const page = await getPage(`/api/products/getAll?category=${ids.rings}`);
    expect(names(page)).toEqual(['Nizam Emerald Ring']);
  });

  it('sorts by the price a shopper pays', async () => {
    const ascending = await getPage('/api/products/getAll?sortOrder=price_asc');
    expect(names(ascending)).toEqual([
      'Monsoon Vetiver',
      'Kannauj Rose Attar',
      'Nizam Emerald Ring',
    ]);
    const descending = await getPage('/api/products/getAll?sortOrder=price_desc');
    expect(names(descending)).toEqual([
      'Nizam Emerald Ring',
      'Kannauj Rose Attar',
      'Monsoon Vetiver',
    ]);
  });

  it('filters by the price paid, in whole rupees, bounds included', async () => {
    // The rose attar is paid at its sale price, 2,750.50, not its 3,200.
    expect(names(await getPage('/api/products/getAll?minPrice=1800&maxPrice=3000'))).toEqual([
      'Kannauj Rose Attar',
      'Monsoon Vetiver',
    ]);
    expect(names(await getPage('/api/products/getAll?maxPrice=2750'))).toEqual(['Monsoon Vetiver']);
    expect(names(await getPage('/api/products/getAll?minPrice=3000'))).toEqual([
      'Nizam Emerald Ring',
    ]);
    expect(names(await getPage('/api/products/getAll?minPrice=0&maxPrice=0'))).toEqual([]);
  });

  it('filters by a note, a fragrance family and a metal', async () => {
    // A note matches the start of a word, in any case: "ROSE" finds "rose", "vet" finds "vetiver".
    expect(names(await getPage('/api/products/getAll?note=ROSE'))).toEqual(['Kannauj Rose Attar']);
    expect(names(await getPage('/api/products/getAll?note=vet'))).toEqual(['Monsoon Vetiver']);
    expect(names(await getPage('/api/products/getAll?note=ose'))).toEqual([]);
    // Pattern characters are read as themselves.
    expect(names(await getPage('/api/products/getAll?note=.*'))).toEqual([]);
    expect(names(await getPage('/api/products/getAll?family=floral'))).toEqual([
      'Kannauj Rose Attar',
    ]);
    expect(names(await getPage('/api/products/getAll?family=WOODY'))).toEqual(['Monsoon Vetiver']);
    expect(names(await getPage('/api/products/getAll?family=spicy&note=rose'))).toEqual([
      'Kannauj Rose Attar',
    ]);
    expect(names(await getPage('/api/products/getAll?family=leather'))).toEqual([]);
    expect(names(await getPage('/api/products/getAll?metal=gold'))).toEqual(['Nizam Emerald Ring']);
    expect(names(await getPage('/api/products/getAll?metal=SILVER'))).toEqual([]);
  });

  it('keeps only what is in stock, or only what is sold out', async () => {
    expect(
      names(await getPage(`/api/products/getAll?category=${ids.attars}&inStock=true`)),
    ).toEqual(['Kannauj Rose Attar']);
    expect(
      names(await getPage(`/api/products/getAll?category=${ids.attars}&inStock=false`)),
    ).toEqual(['Monsoon Vetiver']);
    const all = await getPage(`/api/products/getAll?category=${ids.attars}`);
    expect(all.totalElements).toBe(2);
  });

  it('answers a lowest price above the highest with 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/getAll?minPrice=5000&maxPrice=1000',
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; message: string; details?: unknown }>(response);
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(body)).toContain('The lowest price must not be above the highest.');
    expect(JSON.stringify(body)).toContain('minPrice');
  });

  it.each([
    'size=101',
    'size=0',
    'page=-1',
    'page=abc',
    'sortOrder=cheapest',
    'gender=robot',
    'isFeatured=maybe',
    `search=${'x'.repeat(101)}`,
    'minPrice=abc',
    'minPrice=-1',
    'maxPrice=12.5',
    'maxPrice=1e3',
    'maxPrice=10000001',
    'minPrice=',
    `note=${'x'.repeat(41)}`,
    'note=a%00b',
    'family=citrusy',
    'metal=tin',
    'inStock=yes',
  ])('answers 400 VALIDATION_FAILED for %s', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/getAll?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      status: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('GET /api/products/getProduct/{id}', () => {
  it('answers one product', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/getProduct/${ids.ring}`,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      name: 'Nizam Emerald Ring',
      price: 124500,
      salePrice: null,
      dimensions: '18 mm band, size 14',
      imageUrl: null,
      images: [],
    });
  });

  it('answers 404 for an unknown or deleted product and 400 for a bad id', async () => {
    for (const id of [999999, ids.hidden]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    for (const id of ['abc', '-3', '1.5', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/products/category/{id}', () => {
  it('answers the products of a category, and an empty page for an empty one', async () => {
    expect(names(await getPage(`/api/products/category/${ids.rings}`))).toEqual([
      'Nizam Emerald Ring',
    ]);
    expect(await getPage(`/api/products/category/${ids.empty}`)).toMatchObject({
      empty: true,
      totalElements: 0,
    });
  });

  it('answers 404 for an unknown category', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/category/424242' });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Category not found');
  });
});

describe('GET /api/products/search', () => {
  it('finds by keyword in names, notes and categories', async () => {
    expect(names(await getPage('/api/products/search?keyword=rose'))).toEqual([
      'Kannauj Rose Attar',
    ]);
    expect(names(await getPage('/api/products/search?keyword=petrichor'))).toEqual([
      'Monsoon Vetiver',
    ]);
  });

  it('narrows a search by price, note, family, metal and stock', async () => {
    expect(names(await getPage('/api/products/search?keyword=rose&maxPrice=2000'))).toEqual([]);
    expect(names(await getPage('/api/products/search?keyword=rose&minPrice=2000'))).toEqual([
      'Kannauj Rose Attar',
    ]);
    expect(names(await getPage('/api/products/search?keyword=rose&family=woody'))).toEqual([]);
    expect(names(await getPage('/api/products/search?keyword=petrichor&inStock=true'))).toEqual([]);
    expect(names(await getPage('/api/products/search?keyword=emerald&metal=gold'))).toEqual([
      'Nizam Emerald Ring',
    ]);
  });

  it('answers 400 without a keyword, or with bad facets', async () => {
    for (const url of [
      '/api/products/search',
      '/api/products/search?keyword=%20%20',
      '/api/products/search?keyword=rose&minPrice=9&maxPrice=1',
      '/api/products/search?keyword=rose&maxPrice=-5',
      '/api/products/search?keyword=rose&family=x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/categories/getCategory', () => {
  it('answers categories in order with live product counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/getCategory' });
    const page = json<Page<Category>>(response);
    expect(page.content.map((category) => [category.name, category.productCount])).toEqual([
      ['Attars', 2],
      ['Rings', 1],
      ['Candles', 0],
    ]);
    expect(page.content[1]).toMatchObject({
      slug: 'rings',
      productType: 'JEWELRY',
      imageUrl: null,
      imageUrls: [],
    });
  });

  it('counts them on every page, a page past the end included', async () => {
    const get = async (query: string) =>
      json<Page<Category>>(
        await t.app.inject({ method: 'GET', url: `/api/categories/getCategory${query}` }),
      );
    expect(await get('?size=2&page=1')).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      content: [{ name: 'Candles' }],
    });
    expect(await get('?size=2&page=4')).toMatchObject({
      totalElements: 3,
      empty: true,
      content: [],
    });
  });
});
