import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { backInStockRequests, type BackInStockRequestRow } from '../../db/schema/index.js';

/** The open request (not yet mailed) of this address for this size, if any. */
export async function findOpen(
  db: DbOrTx,
  variantId: number,
  email: string,
): Promise<BackInStockRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.variantId, variantId),
        eq(backInStockRequests.email, email),
        isNull(backInStockRequests.notifiedAt),
      ),
    );
  return row;
}

/**
 * A new open request; undefined when another for the same address and size was made at the same
 * moment (the open-request key), which the caller then reads.
 */
export async function insertOpen(
  db: DbOrTx,
  values: {
    variantId: number;
    email: string;
    userId: number | null;
    confirmedAt: Date | null;
    tokenHash: string | null;
    tokenExpiresAt: Date | null;
  },
): Promise<BackInStockRequestRow | undefined> {
  const [row] = await db
    .insert(backInStockRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateRequest(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<BackInStockRequestRow, 'userId' | 'confirmedAt' | 'tokenHash' | 'tokenExpiresAt'>
  >,
): Promise<void> {
  await db.update(backInStockRequests).set(values).where(eq(backInStockRequests.id, id));
}

/** Confirms the open request whose link this is, while the link works; undefined otherwise. */
export async function confirmByToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<BackInStockRequestRow | undefined> {
  const [row] = await db
    .update(backInStockRequests)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(backInStockRequests.tokenHash, tokenHash),
        gt(backInStockRequests.tokenExpiresAt, now),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning();
  return row;
}

/** The sizes confirmed requests wait for. */
export async function waitedForVariantIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ variantId: backInStockRequests.variantId })
    .from(backInStockRequests)
    .where(and(isNotNull(backInStockRequests.confirmedAt), isNull(backInStockRequests.notifiedAt)));
  return rows.map((row) => row.variantId);
}

/**
 * Closes the confirmed requests waiting for these sizes and answers them, skipping rows another
 * process is closing at the same moment: each request is answered to one caller only.
 */
export async function closeWaiting(
  tx: Tx,
  variantIds: number[],
  now: Date,
): Promise<BackInStockRequestRow[]> {
  if (variantIds.length === 0) return [];
  const waiting = await tx
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(
      and(
        inArray(backInStockRequests.variantId, variantIds),
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .orderBy(backInStockRequests.id)
    .for('update', { skipLocked: true });
  if (waiting.length === 0) return [];
  return tx
    .update(backInStockRequests)
    .set({ notifiedAt: now })
    .where(
      inArray(
        backInStockRequests.id,
        waiting.map((row) => row.id),
      ),
    )
    .returning();
}

/** Forgets every request of this address (an erased account's). */
export async function deleteByEmail(db: DbOrTx, email: string): Promise<void> {
  await db.delete(backInStockRequests).where(sql`${backInStockRequests.email} = ${email}`);
}
