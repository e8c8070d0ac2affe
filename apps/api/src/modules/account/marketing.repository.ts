import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// The account's marketing opt-out, a column of its row (decision 0064).

/** When the account opted out (null: it gets marketing mail); undefined for no such account. */
export async function optOutOf(
  db: DbOrTx,
  userId: number,
): Promise<{ optedOutAt: Date | null; erased: boolean } | undefined> {
  const [row] = await db
    .select({ optedOutAt: users.marketingOptOutAt, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && { optedOutAt: row.optedOutAt, erased: row.erasedAt !== null };
}

/** Opts the account in (null) or out (now); an opt-out already recorded keeps its date. */
export async function setOptOut(db: DbOrTx, userId: number, optOut: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      marketingOptOutAt: optOut ? sql`coalesce(${users.marketingOptOutAt}, now())` : null,
    })
    .where(eq(users.id, userId));
}
