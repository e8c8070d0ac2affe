import { normalizeSearchText, searchWordsOf } from '@attar/contracts';
import { describe, expect, it } from 'vitest';
import { editDistance, lexiconOf, nearestWords } from './search-lexicon.js';
import { searchTermsOf, searchUnitsOf } from './product-search.js';

const lexicon = lexiconOf(
  [
    ['rose', 'gulab', 'गुलाब'],
    ['sandalwood', 'sandal', 'chandan', 'चंदन'],
    ['nose pin', 'nath'],
  ],
  ['rose', 'sandalwood', 'tuberose', 'frangipani', 'chandbali', 'necklace', 'jasmine', 'oud'],
);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('tubrose', 'tuberose', 2)).toBe(1);
    expect(editDistance('sandlewood', 'sandalwood', 2)).toBe(2);
    expect(editDistance('jasmien', 'jasmine', 2)).toBe(1);
    expect(editDistance('oud', 'oud', 2)).toBe(0);
    expect(editDistance('rose', 'frangipani', 2)).toBe(3);
  });
});

describe('nearestWords', () => {
  it('corrects a word the catalogue does not know to the nearest it does', () => {
    expect(nearestWords('tubrose', lexicon.vocabulary)).toEqual(['tuberose']);
    expect(nearestWords('sandlewood', lexicon.vocabulary)).toEqual(['sandalwood']);
    expect(nearestWords('frangipanni', lexicon.vocabulary)).toEqual(['frangipani']);
  });

  it('leaves alone known words, short words, a word being typed and words far from any', () => {
    expect(nearestWords('rose', lexicon.vocabulary)).toEqual([]);
    expect(nearestWords('ous', lexicon.vocabulary)).toEqual([]);
    expect(nearestWords('sandalw', lexicon.vocabulary)).toEqual([]);
    expect(nearestWords('xyzzy', lexicon.vocabulary)).toEqual([]);
  });
});

describe('normalizeSearchText', () => {
  it('makes one form of Devanagari typed in different ways', () => {
    const plain = normalizeSearchText('गुलाब');
    expect(normalizeSearchText('गु\u200dलाब')).toBe(plain);
    expect(normalizeSearchText('गुलाब'.normalize('NFD'))).toBe(plain);
    expect(normalizeSearchText('कड़ा')).toBe(normalizeSearchText('कडा'));
    expect(normalizeSearchText('चाँदी')).toBe(normalizeSearchText('चांदी'));
    expect(searchWordsOf('गुलाब इत्र')).toEqual(['गुलाब', 'इत्र']);
  });
});

describe('searchUnitsOf and searchTermsOf', () => {
  it('widens each word by its synonyms, in both directions, and a two-word entry together', () => {
    expect(searchUnitsOf('गुलाब', lexicon)).toEqual([['rose', 'gulab', 'गुलाब']]);
    expect(searchUnitsOf('Rose', lexicon)).toEqual([['rose', 'gulab', 'गुलाब']]);
    expect(searchUnitsOf('gold nose pin', lexicon)).toEqual([['gold'], ['nose pin', 'nath']]);
    expect(searchUnitsOf('sandal wood', lexicon)).toEqual([
      ['sandalwood', 'sandal', 'chandan', 'चंदन'],
    ]);
  });

  it('drops words that say nothing and builds a query of letters and digits only', () => {
    const terms = searchTermsOf('Rose for the oudh', lexicon);
    expect(terms.tsquery).toBe(
      '((rose:*) | (gulab:*)) | ((oudh:*) | (oud:*)) | (rosefortheoudh:*)',
    );
    expect(terms.words).toEqual(['(rose:*) | (gulab:*)', '(oudh:*) | (oud:*)']);
    expect(searchTermsOf("'); drop --", lexicon).tsquery).toBe('((drop:*))');
    expect(searchTermsOf('%%%', lexicon).tsquery).toBeNull();
  });
});
