import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscribers, type NewsletterSubscriberRow } from '../../db/schema/index.js';

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
