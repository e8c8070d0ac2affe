/*
 * Times written as India's wall clock, "YYYY-MM-DDTHH:mm" (a promotion's start and end): they are
 * already India time, so they are read as written, never through a time zone.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function partsOf(value: string) {
  const match = WALL_CLOCK.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  return { year: match[1], month, day: String(Number(match[3])), time: `${match[4]}:${match[5]}` };
}

/** "12 Nov 2026, 00:00"; a value not of that form is shown as it is. */
export function formatWallClock(value: string): string {
  const parts = partsOf(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}, ${parts.time}` : value;
}
