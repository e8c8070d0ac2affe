import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  type SubscriptionResult,
  type SubscriptionStatus,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/auth-guard.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './newsletter.repository.js';

/** Subscribes an address for the signed-in user; subscribing again is fine. */
export async function subscribe(
  db: Db,
  user: SessionUser,
  email: string,
): Promise<SubscriptionResult> {
  const row = await repo.upsertSubscription(db, email, user.id);
  return { isSubscribed: true, email: row.email, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
}

/**
 * Unsubscribes an address the user subscribed, or their account's address. Any other address
 * is 404, whether or not someone else subscribed it.
 */
export async function unsubscribe(
  db: Db,
  user: SessionUser,
  email: string,
): Promise<SubscriptionResult> {
  const row = await repo.unsubscribeOwned(db, email, user.id, user.email.toLowerCase());
  if (!row) throw new AppError(404, 'NOT_FOUND', 'This email address is not subscribed');
  return { isSubscribed: false, email: row.email, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
}

/** The signed-in user's newsletter status; their account address when they never subscribed. */
export async function subscriptionStatus(db: Db, user: SessionUser): Promise<SubscriptionStatus> {
  const row = await repo.findSubscriptionOf(db, user.id, user.email.toLowerCase());
  if (!row) return { isSubscribed: false, email: user.email.toLowerCase() };
  return { isSubscribed: row.unsubscribedAt === null, email: row.email };
}
