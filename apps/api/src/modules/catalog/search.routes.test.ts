import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product } from '@attar/contracts';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { seedDemoCatalogue } from '../../db/seed/index.js';
import { nameMatch } from './product-search.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemoCatalogue(db, { mediaDir: join(t.config.dataDir, 'media') });
  // One made-up word in a different place of four products, to compare their ranks.
  const plain = await addCategory(db, { name: 'Curiosities', sortOrder: 50 });
  const edit = await addCategory(db, { name: 'Zanzibar Edit', sortOrder: 51 });
  const inDescription = await addProduct(db, {
    name: 'Harbour Musk',
    categoryId: plain.id,
    description: 'Cloves drying on the quays of Zanzibar at dusk.',
    pricePaise: 100_000,
  });
  const inNotes = await addProduct(db, {
    name: 'Spice Route',
    categoryId: plain.id,
    notes: ['zanzibar clove', 'pepper'],
    pricePaise: 300_000,
  });
  const inCategory = await addProduct(db, {
    name: 'Stone Town',
    categoryId: edit.id,
    pricePaise: 400_000,
  });
  const inName = await addProduct(db, {
    name: 'Zanzibar Nights',
    categoryId: plain.id,
    pricePaise: 200_000,
    gender: 'MEN',
  });
  Object.assign(ids, {
    inDescription: inDescription.id,
    inNotes: inNotes.id,
    inCategory: inCategory.id,
    inName: inName.id,
  });
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
const search = (keyword: string, extra = '') =>
  getPage(`/api/products/search?keyword=${encodeURIComponent(keyword)}${extra}`);

describe('search forgives typos in product names', () => {
  it.each([
    ['jasmin', 'Chandni Jasmine'],
    ['kanauj', 'Kannauj Rose Attar'],
    ['sandal wood', 'Mysore Sandal Oud'],
    ['neckless', 'Rani Haar Kundan Necklace'],
    ['braclet', 'Noor Diamond Tennis Bracelet'],
    ['vetivr', 'Monsoon Vetiver'],
    ['KANNAUJ', 'Kannauj Rose Attar'],
  ])('"%s" finds %s first', async (keyword, expected) => {
    expect(names(await search(keyword))[0]).toBe(expected);
  });

  it('joins split words: "sandal wood" also finds products with sandalwood notes', async () => {
    const found = names(await search('sandal wood', '&size=50'));
    expect(found).toEqual(expect.arrayContaining(['Kesar Chandan Attar', 'Kannauj Rose Attar']));
  });

  it('stems English words and matches a half-typed last word', async () => {
    expect(names(await search('earrings'))).toEqual(
      expect.arrayContaining(['Nizam Emerald Drop Earrings', 'Meenakari Jhumka Earrings']),
    );
    expect(names(await search('roses'))).toContain('Kannauj Rose Attar');
    expect(names(await search('sandalw', '&size=50'))).toContain('Kesar Chandan Attar');
  });

  it('finds nothing for words that are nowhere, and for punctuation alone', async () => {
    for (const keyword of ['xyzzy', '%%%', '***', "'); drop table products; --"]) {
      expect(await search(keyword)).toMatchObject({ totalElements: 0, empty: true });
    }
  });
});

describe('search ranks by where the words are', () => {
  it('puts a name match first and a description match last', async () => {
    const found = (await search('zanzibar')).content.map((product) => product.id);
    expect(found).toHaveLength(4);
    expect(found[0]).toBe(ids.inName);
    expect(found.slice(1, 3).sort()).toEqual([ids.inNotes, ids.inCategory].sort());
    expect(found[3]).toBe(ids.inDescription);
  });

  it('is the default order of getAll with search, and other sort orders still apply', async () => {
    const relevance = await getPage('/api/products/getAll?search=zanzibar');
    expect(relevance.content[0]?.id).toBe(ids.inName);
    const byPrice = await getPage('/api/products/getAll?search=zanzibar&sortOrder=price_asc');
    expect(byPrice.content.map((product) => product.id)).toEqual([
      ids.inDescription,
      ids.inName,
      ids.inNotes,
      ids.inCategory,
    ]);
    const byName = await search('zanzibar', '&sortOrder=name_desc');
    expect(names(byName)).toEqual(['Zanzibar Nights', 'Stone Town', 'Spice Route', 'Harbour Musk']);
  });

  it('combines with the other filters and pages', async () => {
    expect(names(await getPage('/api/products/getAll?search=zanzibar&gender=men'))).toEqual([
      'Zanzibar Nights',
    ]);
    const first = await getPage('/api/products/getAll?search=zanzibar&size=3');
    const second = await getPage('/api/products/getAll?search=zanzibar&size=3&page=1');
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(second.content.map((product) => product.id)).toEqual([ids.inDescription]);
  });

  it('treats sortOrder=relevance without a search as the featured order', async () => {
    const featured = await getPage('/api/products/getAll?size=20');
    const relevance = await getPage('/api/products/getAll?size=20&sortOrder=relevance');
    expect(names(relevance)).toEqual(names(featured));
  });

  it('answers 400 for an unknown sort order', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/search?keyword=rose&sortOrder=best',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('search indexes', () => {
  it('lets PostgreSQL answer the text and trigram matches from their GIN indexes', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from products
          where search_vector @@ to_tsquery('english', 'rose:*') or ${nameMatch('kanauj')}`,
      );
      return (result.rows as Record<string, string>[])
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('products_search_idx');
    expect(plan).toContain('products_name_trgm_idx');
  });
});
