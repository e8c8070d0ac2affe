import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  newsletterSubscribers,
  users,
  type NewsletterSubscriberRow,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

/**
 * Subscribes an address, or subscribes it again after an unsubscribe (a new subscribed_at).
 * The address is linked to the user who subscribes it (its owner: the service allows no other).
 */
export async function upsertSubscription(
  db: DbOrTx,
  email: string,
  userId: number,
): Promise<NewsletterSubscriberRow> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, userId })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else now() end`,
        unsubscribedAt: null,
        userId: sql`excluded.user_id`,
      },
    })
    .returning();
  if (!row) throw new Error('newsletter upsert returned no row');
  return row;
}

const ownedBy = (userId: number, accountEmail: string) =>
  or(eq(newsletterSubscribers.userId, userId), eq(newsletterSubscribers.email, accountEmail));

/** The user's subscription: an address they subscribed or their account's, an active one first. */
export async function findSubscriptionOf(
  db: DbOrTx,
  userId: number,
  accountEmail: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(ownedBy(userId, accountEmail))
    .orderBy(
      sql`${newsletterSubscribers.unsubscribedAt} is null desc`,
      desc(newsletterSubscribers.subscribedAt),
    )
    .limit(1);
  return row;
}

/** Marks the address unsubscribed if the user owns it; undefined when it is not theirs or unknown. */
export async function unsubscribeOwned(
  db: DbOrTx,
  email: string,
  userId: number,
  accountEmail: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(and(eq(newsletterSubscribers.email, email), ownedBy(userId, accountEmail)))
    .returning();
  return row;
}

/** A current subscription and the account that subscribed it, if it still exists. */
export interface SubscriberView {
  id: number;
  email: string;
  subscribedAt: Date;
  account: { id: number; firstName: string; lastName: string; email: string } | null;
}

const current = isNull(newsletterSubscribers.unsubscribedAt);

/** Current subscriptions whose address, or whose account's name or email, holds the search. */
function subscriberFilter(search: string | undefined) {
  if (!search) return current;
  const pattern = containsPattern(search);
  return and(
    current,
    or(
      ilike(newsletterSubscribers.email, pattern),
      ilike(users.email, pattern),
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    ),
  );
}

/** One page of current subscriptions, newest first. */
export async function pageOfSubscribers(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: SubscriberView[]; total: number }> {
  const where = subscriberFilter(search);
  const [counted] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .leftJoin(users, eq(users.id, newsletterSubscribers.userId))
    .where(where);
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      subscribedAt: newsletterSubscribers.subscribedAt,
      accountId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      accountEmail: users.email,
    })
    .from(newsletterSubscribers)
    .leftJoin(users, eq(users.id, newsletterSubscribers.userId))
    .where(where)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map(({ accountId, firstName, lastName, accountEmail, ...row }) => ({
      ...row,
      account:
        accountId === null
          ? null
          : {
              id: accountId,
              firstName: firstName ?? '',
              lastName: lastName ?? '',
              email: accountEmail ?? '',
            },
    })),
    total: counted?.total ?? 0,
  };
}

/** Deletes the subscriptions an account made or that carry its address; answers how many. */
export async function deleteSubscriptionsOf(
  db: DbOrTx,
  userId: number,
  accountEmail: string,
): Promise<number> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(ownedBy(userId, accountEmail.toLowerCase()))
    .returning({ id: newsletterSubscribers.id });
  return removed.length;
}
