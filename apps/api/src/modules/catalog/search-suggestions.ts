import {
  mediaUrl,
  normalizeSearchText,
  SEARCH_STOPWORDS,
  SEARCH_SUGGESTION_LIMITS,
  searchWordsOf,
  type Product,
  type SearchSuggestions,
} from '@attar/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { keptOnStorefront } from '../../lib/storefront-changes.js';
import { searchLexicon, type SearchLexicon } from './search-lexicon.js';
import { searchUnitsOf } from './product-search.js';

// Suggestions as a shopper types (docs/product.md, "Search"): the products the search finds so
// far, and the categories and notes whose names match what is typed, its last word perhaps half
// typed ("sand", "gula", "गुला").

/** The names suggestions are matched against: categories with a live product, and notes. */
export interface SuggestionNames {
  categories: { id: number; name: string; slug: string }[];
  notes: string[];
}

/** The shortest a half-typed word is completed from. */
const MIN_PREFIX = 2;

async function loadSuggestionNames(db: DbOrTx): Promise<SuggestionNames> {
  const [categories, notes] = await Promise.all([
    db.execute<{ id: number; name: string; slug: string }>(sql`
      select c.id, c.name, c.slug from categories c
      where exists (select 1 from products p where p.category_id = c.id and p.deleted_at is null)
      order by c.name`),
    db.execute<{ note: string }>(sql`
      select distinct on (lower(note)) note
      from products, unnest(notes) as note
      where deleted_at is null
      order by lower(note), note`),
  ]);
  return {
    categories: categories.rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      slug: row.slug,
    })),
    notes: notes.rows.map((row) => row.note),
  };
}

/** Kept as the lexicon is: until a change to the catalogue, or the cache's TTL. */
function suggestionNames(db: DbOrTx): Promise<SuggestionNames> {
  return keptOnStorefront(db, 'search-suggestion-names', () => loadSuggestionNames(db));
}

/**
 * The text with its last word completed when the shopper is still typing it: the shortest
 * synonym entry or catalogue word it starts ("gula" -> "gulab", "sand" -> "sandal"), unless
 * the word is already one of them. The search then reads the completed word's synonyms too.
 */
export function completedText(text: string, lexicon: SearchLexicon): string {
  const words = searchWordsOf(text);
  const last = words.at(-1);
  if (last === undefined || last.length < MIN_PREFIX) return words.join(' ');
  if (lexicon.synonyms.has(last) || lexicon.vocabulary.has(last)) return words.join(' ');
  let best: string | null = null;
  for (const candidate of [...lexicon.synonyms.keys(), ...lexicon.vocabulary]) {
    if (candidate.includes(' ') || !candidate.startsWith(last)) continue;
    if (
      best === null ||
      candidate.length < best.length ||
      (candidate.length === best.length && candidate < best)
    ) {
      best = candidate;
    }
  }
  return [...words.slice(0, -1), best ?? last].join(' ');
}

/**
 * Whether a name matches what was typed: one of its words starts with the last word typed, or
 * is a word the search reads the text as (its synonyms and corrections: "gulab" for rose).
 */
export function nameMatches(name: string, typedLast: string, meant: Set<string>): boolean {
  return searchWordsOf(name).some(
    (word) => (typedLast.length >= MIN_PREFIX && word.startsWith(typedLast)) || meant.has(word),
  );
}

function thumbOf(product: Product): string | null {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  return primary ? mediaUrl(primary.publicId, 'thumb') : null;
}

/** GET /api/search/suggest?q=: the suggestions for `typed`, given how the search finds products. */
export async function searchSuggestions(
  db: Db,
  typed: string,
  findProducts: (db: Db, keyword: string, size: number) => Promise<Product[]>,
): Promise<SearchSuggestions> {
  const [lexicon, names] = await Promise.all([searchLexicon(db), suggestionNames(db)]);
  const completed = completedText(typed, lexicon);
  const words = searchWordsOf(completed).filter((word) => !SEARCH_STOPWORDS.has(word));
  if (words.length === 0) return { products: [], categories: [], notes: [] };
  const typedLast = searchWordsOf(typed).at(-1) ?? '';
  const meant = new Set(
    searchUnitsOf(completed, lexicon)
      .flat()
      .flatMap((entry) => entry.split(' ')),
  );
  const products = await findProducts(db, completed, SEARCH_SUGGESTION_LIMITS.products);
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      price: product.price,
      salePrice: product.salePrice,
      categoryName: product.categoryName,
      thumbUrl: thumbOf(product),
    })),
    categories: names.categories
      .filter((category) => nameMatches(category.name, typedLast, meant))
      .slice(0, SEARCH_SUGGESTION_LIMITS.categories),
    // A note that is a word searched for whole ("rose") before those that contain it ("damask rose").
    notes: names.notes
      .map((note) => normalizeSearchText(note))
      .filter((note) => nameMatches(note, typedLast, meant))
      .sort((a, b) => Number(!meant.has(a)) - Number(!meant.has(b)) || a.length - b.length)
      .slice(0, SEARCH_SUGGESTION_LIMITS.notes),
  };
}
