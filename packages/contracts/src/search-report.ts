import { z } from 'zod';
import { dayPeriodQuerySchema } from './gst-report.js';

// What shoppers searched for (docs/admin-guide.md, "Search"): counted by the words searched and
// the India day, never by who searched.

/** How many searches of each list the report gives at most. */
export const SEARCH_REPORT_ROWS = 50;

/** GET /api/admin/search/report?from&to: days in India time, both included, at most a year. */
export const searchReportQuerySchema = dayPeriodQuerySchema;
export type SearchReportQuery = z.output<typeof searchReportQuerySchema>;

/** One search as typed (its words in search's normal form) and how often it was made. */
export const searchCountSchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** How many of those searches found no product. */
  withoutResults: z.number().int(),
});
export type SearchCount = z.infer<typeof searchCountSchema>;

export const searchReportSchema = z.object({
  /** Every search in the period, and those that found nothing. */
  totals: z.object({ searches: z.number().int(), withoutResults: z.number().int() }),
  /** The most made searches, most first. */
  top: z.array(searchCountSchema),
  /** The searches that found nothing, most often first. */
  withoutResults: z.array(searchCountSchema),
});
export type SearchReport = z.infer<typeof searchReportSchema>;
