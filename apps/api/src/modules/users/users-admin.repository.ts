import type { Role } from '@attar/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orders, users, type UserRow } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type UserWithOrders = UserRow & { orderCount: number };

// Spelled out with an alias: in a subquery, Drizzle's bare column names would both resolve to orders.
const orderCount = sql<number>`(select count(*)::int from ${orders} as placed where placed.user_id = ${users}.id)`;

/**
 * What the admin's search matches: email, first and last name, the two together, and the
 * mobile number typed with spaces or +91 (compared as digits).
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const digits = search.replace(/^\s*\+91/, '').replace(/\D/g, '');
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    digits.length >= 3 ? ilike(users.phone, containsPattern(digits)) : undefined,
  );
}

/** One page of accounts, newest first, with how many orders each placed. */
export async function pageOfUsers(
  db: DbOrTx,
  filter: { search?: string; role?: Role },
  limit: number,
  offset: number,
): Promise<{ rows: UserWithOrders[]; total: number }> {
  const where = and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, orderCount })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map(({ user, orderCount: placed }) => ({ ...user, orderCount: placed })),
    total: counted?.total ?? 0,
  };
}

/** One account with its order count. */
export async function findUserWithOrders(
  db: DbOrTx,
  id: number,
): Promise<UserWithOrders | undefined> {
  const [row] = await db.select({ user: users, orderCount }).from(users).where(eq(users.id, id));
  return row ? { ...row.user, orderCount: row.orderCount } : undefined;
}

/** Locks one account row for the rest of the transaction. */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Locks every active admin, in id order (so that two admins acting on each other at once queue
 * up instead of deadlocking), and answers their ids.
 */
export async function lockActiveAdmins(
  tx: Tx,
): Promise<{ id: number; staffRole: UserRow['staffRole'] }[]> {
  return tx
    .select({ id: users.id, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true), isNull(users.erasedAt)))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * Writes an admin's edit. Deactivating also bumps the token version, so every session of the
 * account ends in the same statement.
 */
export async function updateUserAsAdmin(
  tx: Tx,
  id: number,
  changes: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'phoneVerified' | 'isActive'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      ...changes,
      ...(changes.isActive === false ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The address an erased account keeps: unique, and in a domain mail can never be delivered to. */
export const erasedEmailOf = (id: number) => `erased-${id}@erased.invalid`;

/**
 * Erases an account's personal data in its row: a placeholder email and name, no phone,
 * password or Google link, inactive, `erased_at` set and every token ended.
 */
export async function eraseUserRow(
  tx: Tx,
  id: number,
  placeholderName: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      email: erasedEmailOf(id),
      firstName: placeholderName,
      lastName: '',
      phone: null,
      passwordHash: null,
      googleSubject: null,
      emailVerified: false,
      phoneVerified: false,
      isActive: false,
      erasedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}
