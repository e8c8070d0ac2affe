import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { preparedQuery } from '../../lib/prepared-queries.js';

export type NewUser = typeof users.$inferInsert;

/** What the access check reads of an account on every signed-in request. */
export type SessionRow = Pick<
  UserRow,
  'role' | 'staffRole' | 'tokenVersion' | 'email' | 'isActive' | 'erasedAt'
>;

/** The access check's read, prepared once per database handle: it runs on every signed-in request. */
export async function findSessionRow(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const query = preparedQuery(db, 'session-user', (name) =>
    db
      .select({
        role: users.role,
        staffRole: users.staffRole,
        tokenVersion: users.tokenVersion,
        email: users.email,
        isActive: users.isActive,
        erasedAt: users.erasedAt,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/**
 * Inserts a user; returns undefined when the email is already taken. An admin inserted without a
 * staff role is an owner (the configured admin, the first one of a new store).
 */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const staffRole = user.role === 'ADMIN' ? (user.staffRole ?? 'OWNER') : null;
  const [row] = await db
    .insert(users)
    .values({ ...user, staffRole })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<
    Pick<
      NewUser,
      | 'firstName'
      | 'lastName'
      | 'phone'
      | 'phoneVerified'
      | 'passwordHash'
      | 'role'
      | 'staffRole'
      | 'isActive'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Emails of the admins who can sign in (erased and deactivated ones aside). */
export async function activeAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.erasedAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'ADMIN'));
  return row?.count ?? 0;
}

/** Invalidates every token issued to the user so far (logout, password change). */
export async function bumpTokenVersion(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function findUserByGoogleSubject(
  db: DbOrTx,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

/**
 * Links a Google account to a user that has none yet (Google has verified the email, so it
 * counts as verified here too); undefined when the user is gone or already linked.
 */
export async function linkGoogleSubject(
  db: DbOrTx,
  id: number,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject, emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.googleSubject)))
    .returning();
  return row;
}

/** The user whose (normalised, 10-digit) mobile number this is. */
export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** Marks the email and/or the mobile number of a user as proven by a code or link. */
export async function markUserVerified(
  db: DbOrTx,
  id: number,
  flags: Partial<Pick<NewUser, 'emailVerified' | 'phoneVerified'>>,
): Promise<void> {
  if (!flags.emailVerified && !flags.phoneVerified) return;
  await db
    .update(users)
    .set({ ...flags, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Sets a new password hash and, in the same statement, ends every session issued so far.
 * Returns the row with its new token version, so a fresh token can be signed for the caller.
 */
export async function replacePasswordHash(
  db: DbOrTx,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
