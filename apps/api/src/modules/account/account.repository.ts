import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordLinks } from '../../db/schema/index.js';

const usable = (tokenHash: string) =>
  and(
    eq(passwordLinks.tokenHash, tokenHash),
    isNull(passwordLinks.usedAt),
    gt(passwordLinks.expiresAt, sql`now()`),
  );

/**
 * Stores a new link for the user and removes their links not yet used (and old used ones), so
 * only the newest link works.
 */
export async function replacePasswordLink(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db
    .delete(passwordLinks)
    .where(
      and(
        eq(passwordLinks.userId, userId),
        or(isNull(passwordLinks.usedAt), lte(passwordLinks.expiresAt, sql`now()`)),
      ),
    );
  await db.insert(passwordLinks).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

/** The user of a link that is unused and unexpired, without using it. */
export async function findUsablePasswordLink(
  db: DbOrTx,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordLinks.userId })
    .from(passwordLinks)
    .where(usable(tokenHash));
  return row?.userId;
}

/** Uses a link up; returns its user, or undefined when it was not usable (or another request won). */
export async function consumePasswordLink(
  db: DbOrTx,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordLinks.userId });
  return row?.userId;
}

/** Deletes every link of the user, used or not. */
export async function deletePasswordLinksOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passwordLinks).where(eq(passwordLinks.userId, userId));
}
