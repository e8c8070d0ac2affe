import { SEARCH_REPORT_ROWS, type SearchReport, type SearchReportQuery } from '@attar/contracts';
import { and, asc, desc, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchCounts } from '../../db/schema/index.js';
import type { SearchTally } from './search-tally.js';

// What shoppers searched for over a period (docs/admin-guide.md, "Search"), from the counts the
// search tally writes.

const searches = sql<number>`sum(${searchCounts.searches})::int`;
const withoutResults = sql<number>`sum(${searchCounts.searchesWithoutResults})::int`;

/** GET /api/admin/search/report: the period's totals, top searches and those that found nothing. */
export async function searchReport(
  db: Db,
  tally: SearchTally,
  period: SearchReportQuery,
): Promise<SearchReport> {
  // This instance's latest counts first, so the report includes a search just made here.
  await tally.flush();
  const inPeriod = and(gte(searchCounts.day, period.from), lte(searchCounts.day, period.to));
  const bySearch = () =>
    db
      .select({ query: searchCounts.query, searches, withoutResults })
      .from(searchCounts)
      .where(inPeriod)
      .groupBy(searchCounts.query);
  const [totals, top, failing] = await Promise.all([
    db.select({ searches, withoutResults }).from(searchCounts).where(inPeriod),
    bySearch().orderBy(desc(searches), asc(searchCounts.query)).limit(SEARCH_REPORT_ROWS),
    bySearch()
      .having(gt(withoutResults, 0))
      .orderBy(desc(withoutResults), asc(searchCounts.query))
      .limit(SEARCH_REPORT_ROWS),
  ]);
  return {
    totals: {
      searches: totals[0]?.searches ?? 0,
      withoutResults: totals[0]?.withoutResults ?? 0,
    },
    top,
    withoutResults: failing,
  };
}
