import { join } from 'node:path';
import type { Page, Product, SearchSynonym } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { seedDemoCatalogue } from '../../db/seed/index.js';

// Search as Indian shoppers type (docs/decisions/0051-search-that-forgives.md): misspellings,
// transliterations, Hindi in both scripts and phrases, on the demo catalogue.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.database.db, { mediaDir: join(t.config.dataDir, 'media') });
});
afterAll(async () => {
  await t.close();
});

async function found(keyword: string, size = 5): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?keyword=${encodeURIComponent(keyword)}&size=${size}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<Product>>(response).content.map((product) => product.name);
}

describe('search finds what shoppers type', () => {
  it.each([
    // Misspellings, an edit or two from a word of the catalogue.
    ['sandlewood', 'Kesar Chandan Attar'],
    ['tubrose', 'Chandni Jasmine'],
    ['frangipanni', 'Konkan Frangipani'],
    ['chandbaali', 'Polki Chandbali Earrings'],
    ['vetivr', 'Monsoon Vetiver'],
    // Transliterations and Hindi words in Latin letters.
    ['itr', 'Kannauj Rose Attar'],
    ['ittar', 'Mitti Attar'],
    ['oudh', 'Assam Oud Royale'],
    ['jhumki', 'Meenakari Jhumka Earrings'],
    ['gulab', 'Kannauj Rose Attar'],
    ['chandan', 'Kesar Chandan Attar'],
    ['haar', 'Rani Haar Kundan Necklace'],
    ['kangan', 'Rudraksha Gold Kada'],
    // Devanagari.
    ['गुलाब', 'Kannauj Rose Attar'],
    ['चंदन', 'Mysore Sandal Oud'],
    ['इत्र', 'Mitti Attar'],
    ['झुमका', 'Meenakari Jhumka Earrings'],
    ['मोगरा', 'Mogra Attar'],
    // Phrases: ranked by how much of them a product matches.
    ['rose oud', 'Nawab Rose Oud'],
    ['gold ring for men', 'Banaras Gold Signet Ring'],
    ['pearl jasmine gift', 'Pearl & Jasmine Gift Set'],
  ])('"%s" finds %s among the first results', async (keyword, expected) => {
    expect(await found(keyword)).toContain(expected);
  });

  it('puts the product matching most of a phrase first', async () => {
    expect((await found('rose oud'))[0]).toBe('Nawab Rose Oud');
    expect((await found('gulab oudh'))[0]).toBe('Nawab Rose Oud');
  });

  it('reads Devanagari typed with zero-width joiners, decomposed or with a nukta alike', async () => {
    const plain = await found('गुलाब', 20);
    expect(plain.length).toBeGreaterThan(0);
    expect(await found('गु\u200dलाब', 20)).toEqual(plain);
    expect(await found('गुलाब'.normalize('NFD'), 20)).toEqual(plain);
    // कड़ा with its nukta, and without.
    expect(await found('कड़ा')).toContain('Rudraksha Gold Kada');
    expect(await found('कडा')).toContain('Rudraksha Gold Kada');
  });

  it('finds attars for the plural and another form of the word', async () => {
    expect(await found('attars')).toContain('Kannauj Rose Attar');
    expect(await found('jhumkas')).toContain('Meenakari Jhumka Earrings');
  });

  it('does not take one common word of a long phrase for a match', async () => {
    expect(await found('table chair sofa lamp')).toEqual([]);
    expect(await found('oud xyzzy qwerty')).toEqual([]);
    expect(await found('oud rose xyzzy')).toContain('Nawab Rose Oud');
  });
});

describe('no dead ends', () => {
  const didYouMean = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/did-you-mean?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ suggestion: string | null }>(response).suggestion;
  };

  it('offers the nearest words for a search that found nothing, and that search finds something', async () => {
    expect(await found('sandelwudd')).toEqual([]);
    expect(await didYouMean('sandelwudd')).toBe('sandalwood');
    expect(await found('sandalwood')).not.toEqual([]);
    expect(await didYouMean('frangipanee perfume')).toBe('frangipani perfume');
    expect(await didYouMean('xyzzyqwerty')).toBeNull();
    expect(await didYouMean('rose')).toBeNull();
  });

  it('answers 400 for an empty or oversized text, never a 500', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/search/did-you-mean?q=${q}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const nul = await t.app.inject({ method: 'GET', url: '/api/search/did-you-mean?q=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(await didYouMean('%%%')).toBeNull();
  });

  it('filters a search by wearer and occasion, as the list does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/search?keyword=perfume&gender=women&occasion=wedding&size=48',
    });
    const products = json<Page<Product>>(response).content;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.gender).toBe('WOMEN');
      expect(product.occasions).toContain('WEDDING');
    }
  });
});

describe('words that name a filter', () => {
  const page = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<Page<Product>>(response);
  };

  it('applies the wearer, occasion, metal and price a phrase names', async () => {
    const keyword = encodeURIComponent('wedding perfume for women under ₹5,000');
    const named = await page(`keyword=${keyword}&size=48`);
    expect(named.content.length).toBeGreaterThan(0);
    for (const product of named.content) {
      expect(product.gender).toBe('WOMEN');
      expect(product.occasions).toContain('WEDDING');
      // A price filter reads the lowest price paid for any size (docs/decisions/0057-variants.md).
      expect(product.fromPrice).toBeLessThanOrEqual(5000);
    }
    const gold = await page(`keyword=${encodeURIComponent('gold ring for men')}`);
    expect(gold.content[0]?.name).toBe('Banaras Gold Signet Ring');
    for (const product of gold.content)
      expect(product).toMatchObject({ gender: 'MEN', metal: 'GOLD' });
  });

  it('lets a filter given as a parameter win over its word, and reads no words when told not to', async () => {
    const keyword = encodeURIComponent('perfume for women');
    const men = await page(`keyword=${keyword}&gender=men&size=48`);
    for (const product of men.content) expect(product.gender).toBe('MEN');
    const plain = await page(`keyword=${keyword}&filterWords=false&size=48`);
    expect(plain.content.some((product) => product.gender !== 'WOMEN')).toBe(true);
    const onlyWords = await page(`keyword=${encodeURIComponent('for women')}`);
    for (const product of onlyWords.content) expect(product.gender).toBe('WOMEN');
  });
});

describe('synonym groups the admin keeps', () => {
  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject(token ? withToken(token, { method, url, payload }) : { method, url, payload });

  it('lists the starting set, and a group added is used by the next search, both ways', async () => {
    const admin = (await signedInUser(t, 'ADMIN')).token;
    const listed = json<SearchSynonym[]>(await call(admin, 'GET', '/api/admin/search/synonyms'));
    expect(listed.find((group) => group.words[0] === 'rose')?.words).toEqual([
      'rose',
      'gulab',
      'गुलाब',
    ]);
    expect(await found('zendu')).toEqual([]);

    const created = await call(admin, 'POST', '/api/admin/search/synonyms', {
      words: ['Marigold', ' ZENDU ', 'गेंदा'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = json<SearchSynonym>(created);
    expect(group.words).toEqual(['marigold', 'zendu', 'गेंदा']);
    // Genda Phool Festive has marigold among its notes.
    expect(await found('zendu')).toContain('Genda Phool Festive');
    expect(await found('गेंदा')).toContain('Genda Phool Festive');

    const changed = await call(admin, 'PUT', `/api/admin/search/synonyms/${group.id}`, {
      words: ['marigold', 'gainda'],
    });
    expect(json<SearchSynonym>(changed).words).toEqual(['marigold', 'gainda']);
    expect(await found('zendu')).toEqual([]);
    expect(await found('gainda')).toContain('Genda Phool Festive');

    const deleted = await call(admin, 'DELETE', `/api/admin/search/synonyms/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await found('gainda')).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/search/synonyms/${group.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a group that is not one, naming what is wrong, and is for admins only', async () => {
    const admin = (await signedInUser(t, 'ADMIN')).token;
    for (const words of [
      ['alone'],
      [],
      ['a', 'a'],
      ['ok', 'x'.repeat(61)],
      ['ok', 'three word phrase'],
      ['ok', '%%%'],
      ['ok', 'nul\u0000'],
      'rose',
      null,
    ]) {
      const response = await call(admin, 'POST', '/api/admin/search/synonyms', { words });
      expect(response.statusCode, JSON.stringify(words)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(
      (await call(admin, 'PUT', '/api/admin/search/synonyms/999999', { words: ['a', 'b'] }))
        .statusCode,
    ).toBe(404);
    const customer = (await signedInUser(t)).token;
    expect((await call(customer, 'GET', '/api/admin/search/synonyms')).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', '/api/admin/search/synonyms', { words: ['a', 'b'] })).statusCode,
    ).toBe(401);
  });
});
