import { z } from 'zod';

// The building blocks every request schema is made of. Each refuses what PostgreSQL would
// refuse later with an error of its own (a NUL character, an integer past its `integer`, a day
// that does not exist), so bad input is a 400 naming the field, never a 500.

/** PostgreSQL's `integer`, the type of every id column. */
export const PG_INTEGER_MAX = 2_147_483_647;

export const NUL_CHARACTER_MESSAGE = 'Must not contain a NUL character.';
// The NUL character is the one control character this pattern is about.
// eslint-disable-next-line no-control-regex
const WITHOUT_NUL = /^[^\u0000]*$/;

/** Any text a client sends: a string without NUL characters (PostgreSQL cannot store them). */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(WITHOUT_NUL, NUL_CHARACTER_MESSAGE);
}

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** An optional query filter: trimmed, at most `max` characters; blank means "not given". */
export function optionalQueryText(max = 100) {
  return text()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

const ID_MESSAGE = 'Must be a positive whole number.';
const ID_TOO_LARGE = `Must be at most ${PG_INTEGER_MAX}.`;

/** An id in a JSON body: a positive whole number that fits PostgreSQL's `integer`. */
export function recordId(message = ID_MESSAGE) {
  return z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(PG_INTEGER_MAX, ID_TOO_LARGE);
}

/**
 * An id in a path or query string: decimal digits only (`0x10`, `1e3` and ` 7` are not ids),
 * then the same range as `recordId`.
 */
export function idText(message = ID_MESSAGE) {
  return z
    .string({ error: message })
    .regex(/^\d{1,12}$/, message)
    .transform(Number)
    .pipe(recordId(message));
}

/** A path's `{id}`. */
export const idParamSchema = z.object({ id: idText() });

/** True for a day that exists in the Gregorian calendar between the years 1900 and 9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// India keeps UTC+05:30 all year (no daylight saving).
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The day in India of an instant, as `YYYY-MM-DD` (the store's days are India's). */
export function indiaDayOf(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day as `YYYY-MM-DD` that exists (`2026-02-30` and `0000-01-01` do not). */
export const calendarDateSchema = z
  .string({ error: 'Use a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(isCalendarDate, 'Use a real date from 1900 on.');
