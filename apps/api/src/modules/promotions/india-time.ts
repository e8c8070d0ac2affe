// A promotion's start and end as the admin writes them: a wall-clock time in India,
// "YYYY-MM-DDTHH:mm" (India keeps UTC+05:30 all year, no daylight saving).

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** "2026-11-12T23:59" in India as an instant; null for a time that does not exist (Feb 30, 24:00). */
export function instantOfIndiaTime(text: string): Date | null {
  const instant = new Date(`${text}:00+05:30`);
  if (Number.isNaN(instant.getTime())) return null;
  return indiaTimeOf(instant) === text ? instant : null;
}

/** An instant as India's wall-clock time, "YYYY-MM-DDTHH:mm". */
export function indiaTimeOf(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
