import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  twoFactorAccounts,
  twoFactorRecoveryCodes,
  type TwoFactorAccountRow,
} from '../../db/schema/index.js';

export async function findAccount(
  db: DbOrTx,
  userId: number,
): Promise<TwoFactorAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorAccounts)
    .where(eq(twoFactorAccounts.userId, userId));
  return row;
}

/**
 * The account's row, locked until the transaction ends: two checks of a code for one account
 * run one after the other, and the second sees what the first wrote.
 */
export async function lockAccount(
  tx: DbOrTx,
  userId: number,
): Promise<TwoFactorAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(twoFactorAccounts)
    .where(eq(twoFactorAccounts.userId, userId))
    .for('update');
  return row;
}

/**
 * Starts a setup with a new sealed secret, replacing one still waiting for its first code; an
 * enabled account is left as it is. Answers whether the row was written.
 */
export async function savePendingSecret(
  db: DbOrTx,
  userId: number,
  secretSealed: string,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactorAccounts)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: twoFactorAccounts.userId,
      set: {
        secretSealed,
        lastTimeStep: null,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(twoFactorAccounts.enabledAt),
    })
    .returning({ userId: twoFactorAccounts.userId });
  return rows.length > 0;
}

/**
 * Records an accepted authenticator code: its time step, and wrong codes forgotten. Written only
 * when the step is newer than the last accepted one, so of two requests with one code exactly
 * one is accepted even without the row lock. Answers whether it was written.
 */
export async function acceptTimeStep(
  db: DbOrTx,
  userId: number,
  timeStep: number,
  enable: boolean,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorAccounts)
    .set({
      lastTimeStep: timeStep,
      failedAttempts: 0,
      lockedUntil: null,
      updatedAt: sql`now()`,
      ...(enable ? { enabledAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(twoFactorAccounts.userId, userId),
        or(isNull(twoFactorAccounts.lastTimeStep), lt(twoFactorAccounts.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactorAccounts.userId });
  return rows.length > 0;
}

/** Wrong codes forgotten after a recovery code was accepted. */
export async function clearFailures(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(twoFactorAccounts)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(twoFactorAccounts.userId, userId));
}

/** Stores the count of wrong codes in a row and, when it reached the limit, the lock's end. */
export async function recordFailure(
  db: DbOrTx,
  userId: number,
  failedAttempts: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .update(twoFactorAccounts)
    .set({ failedAttempts, lockedUntil, updatedAt: sql`now()` })
    .where(eq(twoFactorAccounts.userId, userId));
}

/** Marks an unused recovery code used; answers whether this call used it. */
export async function useRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** Replaces every recovery code of the account, used or not, with these. */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.total ?? 0;
}

/** Removes the account's authenticator and, with it, its recovery codes. */
export async function deleteAccount(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(twoFactorAccounts).where(eq(twoFactorAccounts.userId, userId));
}
