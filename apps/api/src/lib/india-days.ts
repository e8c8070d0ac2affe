import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Filters take days as `YYYY-MM-DD` in India time (docs/api.md, "Time and ids"): a day runs from
// its first instant in India to the next day's first, whatever the database server's time zone.

/** Conditions keeping `column` within `fromDate` and `toDate`, both days included. */
export function withinIndiaDays(column: AnyColumn, fromDate?: string, toDate?: string): SQL[] {
  const conditions: SQL[] = [];
  if (fromDate) {
    conditions.push(sql`${column} >= (${fromDate}::date::timestamp at time zone 'Asia/Kolkata')`);
  }
  if (toDate) {
    conditions.push(
      sql`${column} < ((${toDate}::date + 1)::timestamp at time zone 'Asia/Kolkata')`,
    );
  }
  return conditions;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a period of India days spans: from its first midnight to the one after it. */
export function periodInstants(period: { from: string; to: string }): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${period.to}T00:00:00+05:30`).getTime() + DAY_MS);
  return { start, end };
}
