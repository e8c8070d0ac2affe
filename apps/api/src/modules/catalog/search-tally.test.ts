import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SearchTally } from './search-tally.js';

// The search counts' own rules (decision 0052): added to what the database holds, by India day,
// and bounded in how many distinct searches a day an instance counts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<{ day: string; query: string; searches: number }[]> {
  const result = await t.database.db.execute<{ day: string; query: string; searches: number }>(
    sql`select day::text as day, query, searches from search_counts order by day, query`,
  );
  return result.rows;
}

describe('SearchTally', () => {
  it('adds its counts to the rows of each India day, and stops taking new searches past a day’s bound', async () => {
    // 23:50 in India on 28 November, then 00:10 on the 29th.
    let now = new Date('2026-11-28T18:20:00Z');
    const tally = new SearchTally(t.database.db, t.app.log, { now: () => now, maxQueriesADay: 2 });
    tally.record('Rose', 3);
    tally.record('rose', 0);
    tally.record('oud', 1);
    tally.record('jasmine', 1); // a third distinct search that day: not counted
    tally.record('rose', 2); // already counted that day: counted again
    tally.record('%%%', 0); // no word: nothing to count
    await tally.flush();
    now = new Date('2026-11-28T18:40:00Z');
    tally.record('jasmine', 1);
    await tally.flush();
    // A second instance counting the same search adds to the same row.
    const other = new SearchTally(t.database.db, t.app.log, { now: () => now });
    other.record('jasmine', 0);
    await other.close();
    expect(await counts()).toEqual([
      { day: '2026-11-28', query: 'oud', searches: 1 },
      { day: '2026-11-28', query: 'rose', searches: 3 },
      { day: '2026-11-29', query: 'jasmine', searches: 2 },
    ]);
  });
});
