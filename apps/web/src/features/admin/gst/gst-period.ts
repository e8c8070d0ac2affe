import { indiaDayOf, type GstPeriodQuery } from '@attar/contracts';

// The period a GST return covers: a calendar month as India counts it, or any range of days.

/** The first and last day of a month ("2026-10" -> 2026-10-01..2026-10-31). */
export function monthPeriod(month: string): GstPeriodQuery {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month before the current one in India ("2026-10" on any day of November 2026). */
export function lastMonth(now = new Date()): string {
  const [year, month] = indiaDayOf(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The month a period covers whole, or '' for any other range. */
export function wholeMonthOf(period: GstPeriodQuery): string {
  const month = period.from.slice(0, 7);
  const whole = monthPeriod(month);
  return whole.from === period.from && whole.to === period.to ? month : '';
}
