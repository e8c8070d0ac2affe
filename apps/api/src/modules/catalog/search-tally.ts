import { indiaDayOf, searchWordsOf } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { searchCounts } from '../../db/schema/index.js';

// How often each search is made (docs/admin-guide.md, "Search"), by its words and the India day:
// never who searched. A search costs a map update; the counts reach the database every few
// seconds in one statement that adds them to what is there, so any number of instances count
// into the same rows. A process that dies loses at most its last few seconds of counts.

/** How often the counts are written. */
const FLUSH_EVERY_MS = 10_000;
/** Distinct searches held between two writes: past it, new ones wait for the next period. */
const MAX_PENDING = 5_000;
/** What is kept of a search: its first words, as the search box takes them. */
const MAX_QUERY_LENGTH = 100;
/** Days of counts kept; older ones are removed once a day. */
const KEPT_DAYS = 400;
/**
 * Distinct searches an instance counts in a day: past it, only searches already counted that day
 * count again, so a robot sending random words cannot grow the table without end.
 */
const MAX_QUERIES_A_DAY = 20_000;

interface Pending {
  day: string;
  query: string;
  searches: number;
  searchesWithoutResults: number;
}

/** The parameters that narrow or reorder a search after it was made, on the results page. */
const REFINEMENTS = [
  'sortOrder',
  'gender',
  'occasion',
  'minPrice',
  'maxPrice',
  'note',
  'family',
  'metal',
  'inStock',
] as const;

/**
 * Whether a request is a search as the shopper made it: its first page, in best-match order,
 * with only the filters its own words name. Paging on, sorting or filtering the results asks
 * again for the same search, which is not counted again.
 */
export function isSearchAsMade(query: {
  page: number;
  filterWords?: boolean | undefined;
  [key: string]: unknown;
}): boolean {
  return (
    query.page === 0 &&
    query.filterWords !== false &&
    REFINEMENTS.every((key) => query[key] === undefined)
  );
}

/** The words a search is counted under (search's normal form), or '' for nothing to count. */
export function countedQueryOf(keyword: string): string {
  return searchWordsOf(keyword).join(' ').slice(0, MAX_QUERY_LENGTH).trim();
}

export class SearchTally {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => Date;
  #pending = new Map<string, Pending>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #prunedOn = '';
  readonly #maxQueriesADay: number;
  /** The searches counted today by this instance, and the day they were counted on. */
  #countedToday = new Set<string>();
  #today = '';

  constructor(
    db: Db,
    log: FastifyBaseLogger,
    { now = () => new Date(), maxQueriesADay = MAX_QUERIES_A_DAY } = {},
  ) {
    this.#db = db;
    this.#log = log;
    this.#now = now;
    this.#maxQueriesADay = maxQueriesADay;
  }

  /** Counts one search of `keyword` that found `found` products. */
  record(keyword: string, found: number): void {
    this.counterFor(keyword, found)?.();
  }

  /**
   * What counts one more search of `keyword` each time it is called, its words read once: for a
   * cached answer, called on every hit. Undefined when the keyword has no word to count.
   */
  counterFor(keyword: string, found: number): (() => void) | undefined {
    const query = countedQueryOf(keyword);
    return query ? () => this.#count(query, found) : undefined;
  }

  #count(query: string, found: number): void {
    const day = indiaDayOf(this.#now());
    if (day !== this.#today) {
      this.#today = day;
      this.#countedToday = new Set();
    }
    if (!this.#countedToday.has(query)) {
      if (this.#countedToday.size >= this.#maxQueriesADay) return;
      this.#countedToday.add(query);
    }
    const key = `${day} ${query}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      if (this.#pending.size >= MAX_PENDING) return;
      pending = { day, query, searches: 0, searchesWithoutResults: 0 };
      this.#pending.set(key, pending);
    }
    pending.searches += 1;
    if (found === 0) pending.searchesWithoutResults += 1;
  }

  /** Writes the counts every few seconds until `close`. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.#timer.unref();
  }

  /**
   * Adds the counts held here to the database's. Writes run one at a time; a failed write keeps
   * its counts for the next one.
   */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  /** Stops the timer and writes what is held. */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  async #write(): Promise<void> {
    const rows = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      if (rows.length > 0) {
        await this.#db
          .insert(searchCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [searchCounts.day, searchCounts.query],
            set: {
              searches: sql`${searchCounts.searches} + excluded.searches`,
              searchesWithoutResults: sql`${searchCounts.searchesWithoutResults} + excluded.searches_without_results`,
            },
          });
      }
      await this.#pruneOncePerDay();
    } catch (error) {
      this.#log.warn({ err: error }, 'could not write the search counts; keeping them');
      for (const row of rows) this.#restore(row);
    }
  }

  #restore(row: Pending): void {
    const key = `${row.day} ${row.query}`;
    const pending = this.#pending.get(key);
    if (!pending) {
      this.#pending.set(key, row);
      return;
    }
    pending.searches += row.searches;
    pending.searchesWithoutResults += row.searchesWithoutResults;
  }

  async #pruneOncePerDay(): Promise<void> {
    const today = indiaDayOf(this.#now());
    if (this.#prunedOn === today) return;
    await this.#db.execute(
      sql`delete from ${searchCounts} where ${searchCounts.day} < ${today}::date - ${KEPT_DAYS}::int`,
    );
    this.#prunedOn = today;
  }
}
