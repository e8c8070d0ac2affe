import { normalizeSearchText } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema/index.js';
import { keptOnStorefront } from '../../lib/storefront-changes.js';

// What search knows besides the products' own text (docs/decisions/0051-search-that-forgives.md):
// the synonym groups, used in both directions, and the catalogue's words, against which a
// misspelt word is corrected.

export interface SearchLexicon {
  /** A word or phrase (normalized) to every entry of the synonym groups it belongs to. */
  synonyms: Map<string, string[]>;
  /** The catalogue's words (names, notes, categories, metals) and the synonyms' Latin words. */
  vocabulary: Set<string>;
}

/** Latin letters and digits only: what the catalogue's English text search can match. */
export const LATIN_WORD = /^[a-z0-9]+$/;

/** Builds the lexicon from synonym groups and the catalogue's words (pure, for tests). */
export function lexiconOf(groups: string[][], catalogueWords: string[]): SearchLexicon {
  const synonyms = new Map<string, string[]>();
  const vocabulary = new Set(catalogueWords.filter((word) => LATIN_WORD.test(word)));
  for (const group of groups) {
    const entries = [...new Set(group.map((entry) => normalizeSearchText(entry).trim()))].filter(
      Boolean,
    );
    for (const entry of entries) {
      synonyms.set(entry, [...new Set([...(synonyms.get(entry) ?? []), ...entries])]);
      for (const word of entry.split(' ')) if (LATIN_WORD.test(word)) vocabulary.add(word);
    }
  }
  return { synonyms, vocabulary };
}

async function loadLexicon(db: DbOrTx): Promise<SearchLexicon> {
  const [groups, words] = await Promise.all([
    db.select({ words: searchSynonyms.words }).from(searchSynonyms),
    db.execute<{ word: string }>(sql`
      select distinct word from (
        select regexp_split_to_table(lower(name || ' ' || attar_join_words(notes) || ' ' ||
          coalesce(metal, '')), '[^a-z0-9]+') as word
        from products where deleted_at is null
        union all
        select regexp_split_to_table(lower(name), '[^a-z0-9]+') from categories
      ) as catalogue where length(word) >= 3`),
  ]);
  return lexiconOf(
    groups.map((group) => group.words),
    words.rows.map((row) => row.word),
  );
}

/**
 * The lexicon, from the storefront cache (with the cache off too): a product or synonym written
 * by an admin clears it (storefrontChanged), as it clears the lists.
 */
export function searchLexicon(db: DbOrTx): Promise<SearchLexicon> {
  return keptOnStorefront(db, 'search-lexicon', () => loadLexicon(db));
}

/**
 * The edit distance of two words (insertions, deletions, substitutions and swaps of two
 * neighbours), or `limit + 1` as soon as it is sure to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may be from what was meant: 1 up to 6 letters, then 2. */
function allowedEdits(word: string): number {
  return word.length <= 6 ? 1 : 2;
}

/**
 * The catalogue words nearest a word that is not one of them (at most three, at the smallest
 * distance within `limit`, by default the edits allowed for its length), or none: a word of the vocabulary, a word of fewer than four
 * letters, and the start of a vocabulary word (the shopper is still typing it) are left alone.
 */
export function nearestWords(
  word: string,
  vocabulary: Set<string>,
  limit = allowedEdits(word),
): string[] {
  if (word.length < 4 || !LATIN_WORD.test(word) || vocabulary.has(word)) return [];
  let best = limit + 1;
  let found: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate.startsWith(word)) return [];
    const distance = editDistance(word, candidate, Math.min(limit, best));
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= limit) {
      found.push(candidate);
    }
  }
  return best <= limit ? found.sort().slice(0, 3) : [];
}

/** Further than a search widens a word by itself: what a "did you mean" may still offer. */
function suggestionEdits(word: string): number {
  return word.length <= 5 ? 1 : word.length <= 8 ? 2 : 3;
}

/**
 * The search as it was probably meant, for a search that found nothing: each word the catalogue
 * does not know replaced by its nearest word, a little further than search itself looks; null
 * when no word could be replaced.
 */
export function suggestedSearch(words: string[], lexicon: SearchLexicon): string | null {
  let changed = false;
  const suggested = words.map((word) => {
    if (lexicon.synonyms.has(word)) return word;
    const [nearest] = nearestWords(word, lexicon.vocabulary, suggestionEdits(word));
    if (!nearest) return word;
    changed = true;
    return nearest;
  });
  return changed ? suggested.join(' ') : null;
}
