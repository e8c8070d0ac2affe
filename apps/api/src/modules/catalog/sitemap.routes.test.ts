import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.in' } });
  const db = t.database.db;
  const attars = await addCategory(db, { name: 'Attars' });
  ids.attars = attars.id;
  ids.rose = (await addProduct(db, { name: 'Kannauj Rose Attar', categoryId: attars.id })).id;
  ids.gone = (await addProduct(db, { name: 'Retired Oud', categoryId: attars.id })).id;
  await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, ids.gone));
});

afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists the store pages, each category and each product on sale, at the public address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(body).toContain('<loc>https://shop.example.in/</loc>');
    expect(body).toContain('<loc>https://shop.example.in/shop</loc>');
    expect(body).toContain(`<loc>https://shop.example.in/jewelry?category=${ids.attars}</loc>`);
    expect(body).toMatch(
      new RegExp(
        `<loc>https://shop.example.in/product/${ids.rose}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`,
      ),
    );
    expect(body).not.toContain(`/product/${ids.gone}<`);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the account area, checkout, admin and API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /checkout',
        'Disallow: /back-in-stock',
      ]),
    );
    expect(lines).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });
});
