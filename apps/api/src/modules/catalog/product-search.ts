import { or, sql, type SQL } from 'drizzle-orm';
import { categories, products, searchConfig } from '../../db/schema/index.js';

/**
 * A shopper's keyword prepared for the two matchers of docs/decisions/0006-search.md:
 * full-text search (stemmed, prefix-matched words) and trigram similarity on the name.
 */
export interface SearchTerms {
  keyword: string;
  /** The words run together ("sandal wood" -> "sandalwood"), when there are several. */
  compact: string | null;
  /** A to_tsquery text built only from letters and digits, or null when there are none. */
  tsquery: string | null;
}

/** "Sandal wood" -> `(sandal:* & wood:*) | sandalwood:*`; the last word may be half typed. */
export function searchTermsOf(keyword: string): SearchTerms {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const compact = words.length > 1 ? words.join('') : null;
  let tsquery = words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
  if (tsquery && compact) tsquery = `(${tsquery}) | ${compact}:*`;
  return { keyword: keyword.trim(), compact, tsquery };
}

/**
 * How close a keyword must come to a run of words in a product name (pg_trgm word
 * similarity, 0..1). PostgreSQL's default 0.6 misses one wrong letter in a long word
 * ("neckless" for "Necklace" is 0.56); below 0.5 unrelated short words start to match.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/** Sets the threshold for the current transaction only; run it before searchMatch's query. */
export const withSearchSettings = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_THRESHOLD)}, true)`;

const tsqueryOf = (terms: SearchTerms & { tsquery: string }) =>
  sql`to_tsquery(${searchConfig}, ${terms.tsquery})`;

/**
 * Products the keyword finds. Each branch has an index on products (search_vector GIN, the
 * category id, name trigram GIN), so PostgreSQL can combine them with a bitmap OR.
 */
export function searchMatch(terms: SearchTerms): SQL {
  const conditions: SQL[] = [sql`${terms.keyword}::text <% ${products.name}`];
  if (terms.compact) conditions.push(sql`${terms.compact}::text <% ${products.name}`);
  if (terms.tsquery) {
    const query = tsqueryOf({ ...terms, tsquery: terms.tsquery });
    conditions.push(sql`${products.searchVector} @@ ${query}`);
    // The inner FROM shadows the outer join's "categories", as intended.
    conditions.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where to_tsvector(${searchConfig}, ${categories.name}) @@ ${query})`,
    );
  }
  return or(...conditions) ?? sql`false`;
}

/**
 * Relevance: the weighted text rank (name A, notes and category B, descriptions C) plus how
 * closely the keyword matches a word run of the name, so a typo in a name still ranks high.
 * Needs the categories join of the list query.
 */
export function searchRank(terms: SearchTerms): SQL {
  const similarity = terms.compact
    ? sql`greatest(word_similarity(${terms.keyword}::text, ${products.name}), word_similarity(${terms.compact}::text, ${products.name}))`
    : sql`word_similarity(${terms.keyword}::text, ${products.name})`;
  if (!terms.tsquery) return similarity;
  const query = tsqueryOf({ ...terms, tsquery: terms.tsquery });
  const document = sql`${products.searchVector} || setweight(to_tsvector(${searchConfig}, ${categories.name}), 'B')`;
  return sql`(ts_rank(${document}, ${query}) + ${similarity})`;
}
