import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, products, searchConfig } from '../../db/schema/index.js';

/**
 * A shopper's keyword prepared for the two matchers of docs/decisions/0006-search.md:
 * full-text search (stemmed, prefix-matched words) and trigram similarity on the name.
 */
export interface SearchTerms<Text = string> {
  keyword: Text;
  /** The words run together ("sandal wood" -> "sandalwood"), when there are several. */
  compact: Text | null;
  /** A to_tsquery text built only from letters and digits, or null when there are none. */
  tsquery: Text | null;
}

/** Terms as the matchers below take them: the texts themselves, or placeholders bound later. */
export type SearchValues = SearchTerms<string | SQLWrapper>;

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

/**
 * The text as a value that first sets the threshold. An uncorrelated subquery is an InitPlan,
 * which PostgreSQL runs once, before any index scan or filter reads its value, so every `<%`
 * given this value sees the threshold. `set_config(..., true)` lasts until the end of the
 * transaction, which for a lone statement is the statement itself: a search is one query, with
 * no transaction around it, on a pooled connection left as it was.
 */
function withSimilarityThreshold(text: string | SQLWrapper): SQL {
  const threshold = String(NAME_SIMILARITY_THRESHOLD);
  return sql`(select case
    when set_config('pg_trgm.word_similarity_threshold', ${threshold}, true) is not null
    then ${text}::text end)`;
}

/** Product names with a run of words close to the text (trigram word similarity). */
export function nameMatch(text: string | SQLWrapper): SQL {
  return sql`${withSimilarityThreshold(text)} <% ${products.name}`;
}

/**
 * The keyword's tsquery, parsed once per statement: as an uncorrelated subquery (an InitPlan,
 * as above). Written bare, a prepared statement's generic plan would parse it again for every
 * product it matches or ranks; a plan made for the values folds it into a constant, but costs
 * a planning on every run.
 */
const tsqueryOf = (tsquery: string | SQLWrapper) =>
  sql`(select to_tsquery(${searchConfig}, ${tsquery}))`;

/**
 * Products the keyword finds; the trigram branches carry their own threshold. Each branch has
 * an index on products (search_vector GIN, the category id, name trigram GIN), so PostgreSQL
 * can combine them with a bitmap OR.
 */
export function searchMatch(terms: SearchValues): SQL {
  const conditions: SQL[] = [nameMatch(terms.keyword)];
  if (terms.compact) conditions.push(nameMatch(terms.compact));
  if (terms.tsquery) {
    const query = tsqueryOf(terms.tsquery);
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
export function searchRank(terms: SearchValues): SQL {
  const similarity = terms.compact
    ? sql`greatest(word_similarity(${terms.keyword}::text, ${products.name}), word_similarity(${terms.compact}::text, ${products.name}))`
    : sql`word_similarity(${terms.keyword}::text, ${products.name})`;
  if (!terms.tsquery) return similarity;
  const query = tsqueryOf(terms.tsquery);
  const document = sql`${products.searchVector} || setweight(to_tsvector(${searchConfig}, ${categories.name}), 'B')`;
  return sql`(ts_rank(${document}, ${query}) + ${similarity})`;
}
