import { dayPeriodQuerySchema, indiaDayOf, type DayPeriodQuery } from '@attar/contracts';

// A period of India days an admin report covers (the GST files, the searches): both days
// included, at most a year, as the server's dayPeriodQuerySchema takes it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days in India, today included. */
export function lastDays(days: number, now = new Date()): DayPeriodQuery {
  return {
    from: indiaDayOf(new Date(now.getTime() - (days - 1) * DAY_MS)),
    to: indiaDayOf(now),
  };
}

/**
 * Why a period cannot be asked for (the server's own rule), or null when it can; `incomplete`
 * says what to choose when a day is missing.
 */
export function periodProblem(
  period: DayPeriodQuery,
  incomplete = 'Choose both days of the period.',
): string | null {
  if (!period.from || !period.to) return incomplete;
  const result = dayPeriodQuerySchema.safeParse(period);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Choose another period.');
}
