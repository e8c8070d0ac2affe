import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstRates, type GstRateRow } from '../../db/schema/index.js';

/** Every rate of the table, by HSN code then date: a store has a handful of codes. */
export async function allRates(db: DbOrTx): Promise<GstRateRow[]> {
  return db
    .select()
    .from(gstRates)
    .orderBy(asc(gstRates.hsnCode), asc(gstRates.effectiveFrom), asc(gstRates.id));
}

/**
 * The rates of these codes (exact codes, no prefix logic here) that apply on or before `day`,
 * newest first for each code: the caller picks the first of each. One query for any number.
 */
export async function ratesOnOrBefore(
  db: DbOrTx,
  hsnCodes: string[],
  day: string,
): Promise<GstRateRow[]> {
  if (hsnCodes.length === 0) return [];
  return db
    .select()
    .from(gstRates)
    .where(and(inArray(gstRates.hsnCode, hsnCodes), lte(gstRates.effectiveFrom, day)))
    .orderBy(asc(gstRates.hsnCode), asc(gstRates.effectiveFrom));
}

/** Every rate, whatever its day, of these exact codes. */
export async function ratesOf(db: DbOrTx, hsnCodes: string[]): Promise<GstRateRow[]> {
  if (hsnCodes.length === 0) return [];
  return db.select().from(gstRates).where(inArray(gstRates.hsnCode, hsnCodes));
}

export async function findRate(db: DbOrTx, id: number): Promise<GstRateRow | undefined> {
  const [row] = await db.select().from(gstRates).where(eq(gstRates.id, id));
  return row;
}

export async function insertRate(
  db: DbOrTx,
  values: typeof gstRates.$inferInsert,
): Promise<GstRateRow> {
  const [row] = await db.insert(gstRates).values(values).returning();
  if (!row) throw new Error('gst rate insert returned no row');
  return row;
}

export async function deleteRate(db: DbOrTx, id: number): Promise<void> {
  await db.delete(gstRates).where(eq(gstRates.id, id));
}
