import type { DbOrTx } from '../../db/client.js';
import * as repo from './tax.repository.js';

// The GST rate of an HSN code on a day (docs/decisions/0041). Catalogue, cart and orders read
// rates only through this file.

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in India at an instant, YYYY-MM-DD: a rate applies from its first day, India time. */
export function indiaDateOf(at: Date): string {
  return indiaDay.format(at);
}

/**
 * The codes whose rate a code takes, most precise first: an 8-digit code, its 6-digit
 * subheading, its 4-digit heading. A rate set for a heading covers every code under it unless
 * a more precise code has a rate of its own.
 */
export function headingsOf(hsnCode: string): string[] {
  return [...new Set([hsnCode, hsnCode.slice(0, 6), hsnCode.slice(0, 4)])];
}

/**
 * The rate in basis points of each code on the day (India time) of `at`, from one query: the
 * latest rate from that day or before of the most precise heading that has one. A code without
 * any rate in force is absent from the map.
 */
export async function ratesInForce(
  db: DbOrTx,
  hsnCodes: string[],
  at: Date,
): Promise<Map<string, number>> {
  const codes = [...new Set(hsnCodes)];
  const rows = await repo.ratesOnOrBefore(
    db,
    [...new Set(codes.flatMap(headingsOf))],
    indiaDateOf(at),
  );
  // Rows come oldest first, so the last one seen of each heading is the one in force.
  const latest = new Map<string, number>();
  for (const row of rows) latest.set(row.hsnCode, row.rateBasisPoints);
  const rates = new Map<string, number>();
  for (const code of codes) {
    const heading = headingsOf(code).find((candidate) => latest.has(candidate));
    if (heading !== undefined) rates.set(code, latest.get(heading)!);
  }
  return rates;
}

/** The rate in basis points of one code on the day of `at`, or null when it has none. */
export async function rateInForce(db: DbOrTx, hsnCode: string, at: Date): Promise<number | null> {
  return (await ratesInForce(db, [hsnCode], at)).get(hsnCode) ?? null;
}

/**
 * The codes among these without a rate in force today: a product may only be saved with an
 * HSN code the store can tax.
 */
export async function codesWithoutRate(db: DbOrTx, hsnCodes: string[]): Promise<string[]> {
  const rates = await ratesInForce(db, hsnCodes, new Date());
  return [...new Set(hsnCodes)].filter((code) => !rates.has(code));
}
