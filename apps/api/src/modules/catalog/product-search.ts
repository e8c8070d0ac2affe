import {
  normalizeSearchText,
  SEARCH_MAX_WORDS,
  SEARCH_STOPWORDS,
  searchWordsOf,
} from '@attar/contracts';
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, products, searchConfig } from '../../db/schema/index.js';
import { LATIN_WORD, nearestWords, type SearchLexicon } from './search-lexicon.js';

/**
 * A shopper's keyword prepared for the two matchers of docs/decisions/0006-search.md and
 * 0051-search-that-forgives.md: full-text search (stemmed, prefix-matched words, each widened
 * by its synonyms and corrections) and trigram similarity on the name.
 */
export interface SearchTerms<Text = string> {
  keyword: Text;
  /** The words run together ("sandal wood" -> "sandalwood"), when there are several. */
  compact: Text | null;
  /** A to_tsquery text built only from letters and digits, or null when there are none. */
  tsquery: Text | null;
  /**
   * One to_tsquery text per word of a search of several (at most SEARCH_MAX_WORDS): a product
   * ranks by how many of them it matches. Empty for a search of one word.
   */
  words: Text[];
}

/** Terms as the matchers below take them: the texts themselves, or placeholders bound later. */
export type SearchValues = SearchTerms<string | SQLWrapper>;

/** "sandal wood" as `sandal:* & wood:*`; null when it has no Latin letter or digit. */
function prefixQueryOf(entry: string): string | null {
  const tokens = entry.split(' ').filter((token) => LATIN_WORD.test(token));
  return tokens.length > 0 ? tokens.map((token) => `${token}:*`).join(' & ') : null;
}

/**
 * The words of a search, each with what it may also be: its synonyms (in both directions,
 * a two-word entry such as "nose pin" taken together), or, for a word the catalogue does not
 * know, the nearest words it does and their synonyms.
 */
export function searchUnitsOf(keyword: string, lexicon: SearchLexicon): string[][] {
  const words = searchWordsOf(keyword).filter((word) => !SEARCH_STOPWORDS.has(word));
  const units: string[][] = [];
  for (let index = 0; index < words.length; index += 1) {
    const next = words[index + 1];
    if (next !== undefined) {
      // Two words the lexicon knows together: a phrase ("nose pin") or a split word ("sandal
      // wood" for sandalwood).
      const phrase = lexicon.synonyms.get(`${words[index]} ${next}`);
      const joined = `${words[index]}${next}`;
      if (phrase || lexicon.synonyms.has(joined) || lexicon.vocabulary.has(joined)) {
        units.push(phrase ?? lexicon.synonyms.get(joined) ?? [joined]);
        index += 1;
        continue;
      }
    }
    const word = words[index]!;
    const synonyms = lexicon.synonyms.get(word);
    if (synonyms) {
      units.push(synonyms);
      continue;
    }
    const corrections = nearestWords(word, lexicon.vocabulary);
    units.push([
      ...new Set([
        word,
        ...corrections.flatMap((correction) => lexicon.synonyms.get(correction) ?? [correction]),
      ]),
    ]);
  }
  return units.slice(0, SEARCH_MAX_WORDS);
}

/**
 * "Sandal wood" -> `(sandal:* | chandan:* | ...) | (wood:*) | sandalwood:*`: a product matches
 * any word (the last may be half typed), and ranks by how many it matches.
 */
export function searchTermsOf(keyword: string, lexicon: SearchLexicon): SearchTerms {
  const words = searchWordsOf(keyword);
  const compact =
    words.length > 1 && words.every((word) => LATIN_WORD.test(word)) ? words.join('') : null;
  const unitQueries = searchUnitsOf(keyword, lexicon)
    .map((unit) => unit.map(prefixQueryOf).filter((query): query is string => query !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => alternatives.map((query) => `(${query})`).join(' | '));
  const parts = [...unitQueries, ...(compact ? [`${compact}:*`] : [])];
  return {
    keyword: normalizeSearchText(keyword).trim(),
    compact,
    tsquery: parts.length > 0 ? parts.map((part) => `(${part})`).join(' | ') : null,
    words: unitQueries.length > 1 ? unitQueries : [],
  };
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

/** The weighted document of a product with its category's name (needs the categories join). */
const documentWithCategory = () =>
  sql`${products.searchVector} || setweight(to_tsvector(${searchConfig}, ${categories.name}), 'B')`;

/** How many of a search's words a product matches (needs the categories join). */
function matchedWords(words: (string | SQLWrapper)[]): SQL {
  const document = documentWithCategory();
  return sql`(${sql.join(
    words.map((word) => sql`(${document} @@ ${tsqueryOf(word)})::int`),
    sql` + `,
  )})`;
}

/**
 * Products one of whose live variants has the keyword as its SKU ("AH-ROSE-50ML", in any case):
 * a shopper reading a SKU off a box or an invoice. The keyword is upper-cased in the statement,
 * so its placeholder serves as it is; the variants' unique SKU index answers the lookup.
 */
export function skuMatch(keyword: string | SQLWrapper): SQL {
  return sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.deleted_at is null and v.sku = upper(${keyword}::text))`;
}

/**
 * Products the keyword finds; the trigram branches carry their own threshold. A search of
 * three words or more also asks for half of them (rounded up), or a name close to the whole
 * text: one common word of a long phrase is not a match. Each text branch has
 * an index on products (search_vector GIN, the category id, name trigram GIN), so PostgreSQL
 * can combine them with a bitmap OR. A variant's SKU matches whatever the words do (a SKU such
 * as "AH-ROSE-50ML" reads as three words).
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
  const found = or(...conditions) ?? sql`false`;
  if (terms.words.length < 3) return sql`(${found} or ${skuMatch(terms.keyword)})`;
  const needed = Math.ceil(terms.words.length / 2);
  return sql`((${found}) and (${nameMatch(terms.keyword)} or ${matchedWords(terms.words)} >= ${needed}) or ${skuMatch(terms.keyword)})`;
}

/**
 * Relevance: for a search of several words, first how many of them a product matches (so "rose
 * oud" puts a rose oud before a rose alone); then the weighted text rank (name A, notes and
 * category B, descriptions C) plus how closely the keyword matches a word run of the name, so a
 * typo in a name still ranks high. Needs the categories join of the list query.
 */
export function searchRank(terms: SearchValues): SQL {
  const similarity = terms.compact
    ? sql`greatest(word_similarity(${terms.keyword}::text, ${products.name}), word_similarity(${terms.compact}::text, ${products.name}))`
    : sql`word_similarity(${terms.keyword}::text, ${products.name})`;
  if (!terms.tsquery) return similarity;
  const rank = sql`(ts_rank(${documentWithCategory()}, ${tsqueryOf(terms.tsquery)}) + ${similarity})`;
  if (terms.words.length === 0) return rank;
  return sql`(${matchedWords(terms.words)} + ${rank})`;
}
