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
