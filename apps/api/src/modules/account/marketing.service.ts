import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MARKETING_MESSAGES,
  type MarketingPreference,
  type MarketingUnsubscribeResult,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { deriveKey } from '../../lib/sealed-secrets.js';
import * as repo from './marketing.repository.js';

// Marketing mail (docs/product.md, "Cart reminders"; decision 0064): cart reminders and offers go
// only to accounts that have not opted out, and each carries a one-click unsubscribe link. Mail
// a shopper asked for (an order's, "Notify me") is not marketing.

/**
 * The token of an account's unsubscribe link: its id and an HMAC of it under a key derived from
 * the app's secret. It needs no table, never expires and names one account; rotating JWT_SECRET
 * makes older links answer 404, and the switch in My Account still works.
 */
export function unsubscribeToken(secret: string, userId: number): string {
  const signature = createHmac('sha256', deriveKey(secret, 'marketing-unsubscribe'))
    .update(`unsubscribe:${userId}`)
    .digest('base64url');
  return `${userId}.${signature}`;
}

/** The unsubscribe page's address for an account, as a marketing mail links it. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: number): string {
  return `${publicUrl}/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
}

/** The account a well-formed token names when its signature is right; null otherwise. */
function accountOfToken(secret: string, token: string): number | null {
  const userId = Number(token.slice(0, token.indexOf('.')));
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

const linkInvalid = () => new AppError(404, 'NOT_FOUND', MARKETING_MESSAGES.linkInvalid);

/** GET /api/account/marketing. */
export async function marketingPreferenceOf(
  db: DbOrTx,
  userId: number,
): Promise<MarketingPreference> {
  const account = await repo.optOutOf(db, userId);
  return { marketingEmails: !account?.optedOutAt };
}

/** PUT /api/account/marketing: the switch "Emails about my cart and offers". */
export async function setMarketingPreference(
  db: DbOrTx,
  userId: number,
  preference: MarketingPreference,
): Promise<MarketingPreference> {
  await repo.setOptOut(db, userId, !preference.marketingEmails);
  return marketingPreferenceOf(db, userId);
}

/**
 * POST /api/account/marketing/unsubscribe: opts out the account a mail's link names, signed in
 * or not; the same answer when it already had. 404 for a forged link or an erased account.
 */
export async function unsubscribeWithToken(
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<MarketingUnsubscribeResult> {
  const userId = accountOfToken(secret, token);
  if (userId === null) throw linkInvalid();
  const account = await repo.optOutOf(db, userId);
  if (!account || account.erased) throw linkInvalid();
  await repo.setOptOut(db, userId, true);
  return { message: MARKETING_MESSAGES.unsubscribed };
}
