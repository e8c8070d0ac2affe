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

const accountEmailOf = (user: SessionUser) => user.email.toLowerCase();

/** A signed-in person may act only for their own account's address; the answer names it. */
function notYourEmail(user: SessionUser, action: 'subscribe' | 'unsubscribe'): AppError {
  const accountEmail = accountEmailOf(user);
  return new AppError(
    403,
    'NEWSLETTER_EMAIL_NOT_YOURS',
    `You can ${action} only your own email address (${accountEmail})`,
    { accountEmail },
  );
}

/**
 * Subscribes the signed-in user's own account address; subscribing again is fine. Any other
 * address is 403, so no one can sign a stranger up (who then could not leave).
 */
export async function subscribe(
  db: Db,
  user: SessionUser,
  email: string,
): Promise<SubscriptionResult> {
  if (email !== accountEmailOf(user)) throw notYourEmail(user, 'subscribe');
  const row = await repo.upsertSubscription(db, email, user.id);
  return { isSubscribed: true, email: row.email, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
}

/**
 * Unsubscribes the user's account address, or an address they subscribed themselves while
 * that was still allowed. Their own address, never subscribed, is 404; anyone else's is 403.
 */
export async function unsubscribe(
  db: Db,
  user: SessionUser,
  email: string,
): Promise<SubscriptionResult> {
  const accountEmail = accountEmailOf(user);
  const row = await repo.unsubscribeOwned(db, email, user.id, accountEmail);
  if (row)
    return { isSubscribed: false, email: row.email, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
  if (email === accountEmail) {
    throw new AppError(404, 'NOT_FOUND', 'This email address is not subscribed');
  }
  throw notYourEmail(user, 'unsubscribe');
}

/**
 * The signed-in user's newsletter status: a subscribed address of theirs if there is one,
 * otherwise "not subscribed" with the account address, the one they may subscribe.
 */
export async function subscriptionStatus(db: Db, user: SessionUser): Promise<SubscriptionStatus> {
  const accountEmail = accountEmailOf(user);
  const row = await repo.findSubscriptionOf(db, user.id, accountEmail);
  if (!row || row.unsubscribedAt !== null) return { isSubscribed: false, email: accountEmail };
  return { isSubscribed: true, email: row.email };
}
