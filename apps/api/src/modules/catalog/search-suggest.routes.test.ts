import { join } from 'node:path';
import type { SearchSuggestions } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { seedDemoCatalogue } from '../../db/seed/index.js';

// Suggestions as a shopper types (docs/product.md, "Search"), on the demo catalogue.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.database.db, { mediaDir: join(t.config.dataDir, 'media') });
});
afterAll(async () => {
  await t.close();
});

async function suggest(typed: string): Promise<SearchSuggestions> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggest?q=${encodeURIComponent(typed)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<SearchSuggestions>(response);
}

const productNames = (suggestions: SearchSuggestions) =>
  suggestions.products.map((product) => product.name);

describe('GET /api/search/suggest', () => {
  it('suggests products, notes and categories for a word typed whole or in part', async () => {
    const sandal = await suggest('sandal');
    expect(productNames(sandal)).toContain('Mysore Sandal Oud');
    expect(sandal.notes).toContain('sandalwood');
    expect(sandal.products.length).toBeLessThanOrEqual(5);
    const product = sandal.products.find((entry) => entry.name === 'Mysore Sandal Oud')!;
    expect(product).toMatchObject({ categoryName: expect.any(String), price: expect.any(Number) });
    expect(product.thumbUrl).toMatch(/^\/media\/.+/);

    expect(productNames(await suggest('sand'))).toContain('Mysore Sandal Oud');
    expect((await suggest('earr')).categories.map((category) => category.name)).toContain(
      'Earrings',
    );
  });

  it('completes a half-typed Hindi word, in either script, through the synonyms', async () => {
    for (const typed of ['gula', 'गुला']) {
      const suggestions = await suggest(typed);
      expect(productNames(suggestions), typed).toContain('Kannauj Rose Attar');
      expect(suggestions.notes, typed).toContain('rose');
    }
  });

  it('answers nothing for what finds nothing, and 400 for what is not a search', async () => {
    expect(await suggest('%%%')).toEqual({ products: [], categories: [], notes: [] });
    expect((await suggest('qqqqzzzz')).products).toEqual([]);
    for (const query of ['', 'q=', `q=${'a'.repeat(101)}`, 'q=rose%00']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/suggest?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
