import { describe, expect, it } from 'vitest';
import { searchSynonymWriteSchema } from './search-synonyms.js';
import { searchFilterWords } from './search.js';

describe('searchFilterWords', () => {
  it('applies the wearer and the occasion a phrase names, and keeps the occasion to search for', () => {
    expect(searchFilterWords('Wedding perfume for Women')).toEqual({
      text: 'wedding perfume',
      gender: 'WOMEN',
      occasion: 'WEDDING',
      metal: null,
      maxPrice: null,
      minPrice: null,
      chips: [
        { key: 'occasion', label: 'Wedding', without: 'perfume for women' },
        { key: 'gender', label: 'Women', without: 'wedding perfume for' },
      ],
    });
  });

  it('reads a price in the ways shoppers write it', () => {
    for (const query of [
      'ring under 5000',
      'ring under ₹5,000',
      'ring below rs 5000',
      'ring under 5k',
    ]) {
      expect(searchFilterWords(query)).toMatchObject({ text: 'ring', maxPrice: 5000 });
    }
    expect(searchFilterWords('gold ring above 10,000 for men')).toMatchObject({
      text: 'gold ring',
      metal: 'GOLD',
      gender: 'MEN',
      minPrice: 10000,
      chips: [
        { key: 'metal', label: 'Gold', without: 'ring above 10000 for men' },
        { key: 'minPrice', label: 'Over ₹10,000', without: 'gold ring for men' },
        { key: 'gender', label: 'Men', without: 'gold ring above 10000 for' },
      ],
    });
  });

  it('leaves a search that names no filter as it is', () => {
    expect(searchFilterWords('rose oud')).toMatchObject({ text: 'rose oud', chips: [] });
    expect(searchFilterWords('under the sea')).toMatchObject({ text: 'under sea', maxPrice: null });
  });
});

describe('searchSynonymWriteSchema', () => {
  it('normalizes each entry as search reads it', () => {
    expect(searchSynonymWriteSchema.parse({ words: [' Rose ', 'GULAB', 'गु\u200dलाब'] })).toEqual({
      words: ['rose', 'gulab', 'गुलाब'],
    });
  });
});
