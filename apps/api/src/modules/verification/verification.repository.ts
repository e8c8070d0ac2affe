import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodeChannel = (typeof verificationCodes.$inferSelect)['channel'];
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/** Where a code goes and what it is for: one live code per target. */
export interface CodeTarget {
  channel: CodeChannel;
  /** A 10-digit mobile number or a lower-case email address. */
  destination: string;
  purpose: CodePurpose;
}

export type CodeRow = typeof verificationCodes.$inferSelect & { expired: boolean };

const targetIs = (target: CodeTarget) =>
  and(
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.destination, target.destination),
    eq(verificationCodes.purpose, target.purpose),
  );

// Expiry is computed and compared by the database alone, so instances with drifting clocks agree.
const expiredColumn = sql<boolean>`${verificationCodes.expiresAt} <= now()`;

/** Stores a new code for the target, replacing the old one and its attempts. */
export async function replaceCode(
  db: DbOrTx,
  target: CodeTarget,
  codeHash: string,
  ttlSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(verificationCodes)
    .values({ ...target, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [verificationCodes.channel, verificationCodes.destination, verificationCodes.purpose],
      set: {
        codeHash,
        expiresAt,
        attempts: 0,
        verifiedAt: null,
        consumedAt: null,
        createdAt: sql`now()`,
      },
    });
}

export async function findCode(db: DbOrTx, target: CodeTarget): Promise<CodeRow | undefined> {
  const [row] = await db
    .select({ row: verificationCodes, expired: expiredColumn })
    .from(verificationCodes)
    .where(targetIs(target));
  return row ? { ...row.row, expired: row.expired } : undefined;
}

/**
 * Counts one try against a live, unused code before it is compared, and returns the code's
 * hash; undefined when no try is left (or the code was used or expired meanwhile). Counting
 * first means parallel guesses cannot exceed the allowance.
 */
export async function claimAttempt(
  db: DbOrTx,
  id: number,
  maxAttempts: number,
): Promise<{ id: number; codeHash: string } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.verifiedAt),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  return row;
}

/**
 * Marks the code as verified (and used up, for a sign-in) unless someone else did so first or
 * a new code replaced it; returns whether this call won.
 */
export async function markCodeVerified(
  db: DbOrTx,
  id: number,
  codeHash: string,
  consume: boolean,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ verifiedAt: sql`now()`, consumedAt: consume ? sql`now()` : null })
    .where(
      and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.codeHash, codeHash),
        isNull(verificationCodes.verifiedAt),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/**
 * Uses up a registration code verified within the last `withinSeconds`; returns whether there
 * was one. Sign-up calls it inside the transaction that creates the account.
 */
export async function consumeVerifiedRegistrationCode(
  db: DbOrTx,
  channel: CodeChannel,
  destination: string,
  withinSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        targetIs({ channel, destination, purpose: 'REGISTRATION' }),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.verifiedAt, sql`now() - make_interval(secs => ${withinSeconds})`),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Deletes every code sent to these addresses and numbers, whatever it was for. */
export async function deleteCodesTo(
  db: DbOrTx,
  targets: { channel: CodeChannel; destination: string }[],
): Promise<void> {
  const byChannel = (channel: CodeChannel) =>
    targets.filter((target) => target.channel === channel).map((target) => target.destination);
  const conditions = (['SMS', 'EMAIL'] as const)
    .map((channel) => ({ channel, destinations: byChannel(channel) }))
    .filter(({ destinations }) => destinations.length > 0)
    .map(({ channel, destinations }) =>
      and(
        eq(verificationCodes.channel, channel),
        inArray(verificationCodes.destination, destinations),
      ),
    );
  if (conditions.length === 0) return;
  await db.delete(verificationCodes).where(or(...conditions));
}
