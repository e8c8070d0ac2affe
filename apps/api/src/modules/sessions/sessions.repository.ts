import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users, type SessionRecord } from '../../db/schema/index.js';
import { preparedQuery } from '../../lib/prepared-queries.js';
import { TOKEN_LIFETIME_SECONDS } from '../../lib/tokens.js';

export type NewSession = typeof sessions.$inferInsert;

/** A session lives as long as its token: past that, nothing can use it. */
const lifetime = sql.raw(`interval '${TOKEN_LIFETIME_SECONDS} seconds'`);

export async function insertSession(db: DbOrTx, session: NewSession): Promise<SessionRecord> {
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

/** What the access check reads on every signed-in request: the account and the token's session. */
export interface SessionAccountRow {
  role: 'ADMIN' | 'CUSTOMER';
  staffRole: (typeof users.$inferSelect)['staffRole'];
  tokenVersion: number;
  email: string;
  isActive: boolean;
  erasedAt: Date | null;
  sessionEndedAt: Date | null;
  sessionLastUsedAt: Date | null;
  sessionFound: boolean;
  secondFactorAt: Date | null;
  twoFactorSetUpRequired: boolean | null;
}

/**
 * The access check's one statement, prepared once per database handle: the account, and its
 * session named by the token (absent when it is another account's or unknown).
 */
export async function findSessionAccount(
  db: DbOrTx,
  userId: number,
  sessionId: string,
): Promise<SessionAccountRow | undefined> {
  const query = preparedQuery(db, 'session-account', (name) =>
    db
      .select({
        role: users.role,
        staffRole: users.staffRole,
        tokenVersion: users.tokenVersion,
        email: users.email,
        isActive: users.isActive,
        erasedAt: users.erasedAt,
        sessionFound: sql<boolean>`${sessions.id} is not null`,
        sessionEndedAt: sessions.endedAt,
        sessionLastUsedAt: sessions.lastUsedAt,
        secondFactorAt: sessions.secondFactorAt,
        twoFactorSetUpRequired: sessions.twoFactorSetUpRequired,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(eq(sessions.userId, users.id), eq(sessions.id, sql.placeholder('sessionId'))),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await query.execute({ userId, sessionId });
  return row;
}

/** Notes that a session was used now. */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** The sessions still open: not ended, of the account's current token version, not expired. */
const openOf = (userId: number) =>
  and(
    eq(sessions.userId, userId),
    eq(
      sessions.tokenVersion,
      sql`(select ${users.tokenVersion} from ${users} where ${users.id} = ${userId})`,
    ),
    isNull(sessions.endedAt),
    gt(sessions.createdAt, sql`now() - ${lifetime}`),
  );

export function listOpenSessions(db: DbOrTx, userId: number): Promise<SessionRecord[]> {
  return db
    .select()
    .from(sessions)
    .where(openOf(userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one open session of the account; false when it has none of that id. */
export async function endSession(db: DbOrTx, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(openOf(userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every open session of the account but `keepId`; answers how many ended. */
export async function endSessionsExcept(
  db: DbOrTx,
  userId: number,
  keepId: string | null,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Carries a session over to the account's new token version (the password it just changed). */
export async function moveSessionToVersion(
  db: DbOrTx,
  sessionId: string,
  tokenVersion: number,
): Promise<void> {
  await db.update(sessions).set({ tokenVersion }).where(eq(sessions.id, sessionId));
}

/**
 * Records that the session proved a two-factor code now; a session that had to set two-factor
 * up has, by proving one. Answers when.
 */
export async function markSecondFactor(db: DbOrTx, sessionId: string): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()`, twoFactorSetUpRequired: false })
    .where(eq(sessions.id, sessionId))
    .returning({ secondFactorAt: sessions.secondFactorAt });
  return row?.secondFactorAt ?? new Date();
}

/** The devices an account signed in from before (any session, ended or not, still kept). */
export function earlierDevices(
  db: DbOrTx,
  userId: number,
): Promise<Pick<SessionRecord, 'browser' | 'os' | 'device'>[]> {
  return db
    .select({ browser: sessions.browser, os: sessions.os, device: sessions.device })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

/**
 * Forgets an account's sessions that ended or expired over 30 days ago: the list never shows
 * them, and the new-device mail only needs the recent past.
 */
export async function pruneSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.endedAt, sql`now() - interval '30 days'`),
          lt(sessions.createdAt, sql`now() - ${lifetime} - interval '30 days'`),
        ),
      ),
    );
}

/** Removes every session of an account (its personal data is being erased). */
export async function deleteSessionsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
