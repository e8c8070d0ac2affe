import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { deleteAllAddressesOf } from '../addresses/addresses.service.js';
import { discardPasswordLinksOf } from '../account/account.service.js';
import { recordChange, redactHistory, REDACTED_VALUE } from '../audit/audit.service.js';
import { forgetSubscriptionsOf } from '../newsletter/newsletter-admin.service.js';
import {
  redactEmailInNotifications,
  redactNotificationsAbout,
} from '../notifications/admin-notifications.service.js';
import { reviewsByAuthor } from '../reviews/reviews.service.js';
import { discardCodesFor } from '../verification/verification.service.js';
import { clearWishlistOf } from '../wishlist/wishlist.service.js';
import * as admin from './users-admin.repository.js';
import {
  auditedUser,
  keepAnActiveAdmin,
  ownAccountProtected,
  USER_ENTITY,
  type Admin,
} from './users-admin.service.js';
import * as repo from './users.repository.js';

/** The name an erased account's reviews and orders show instead of the person's. */
export const ERASED_NAMES = { CUSTOMER: 'Former customer', ADMIN: 'Former admin' } as const;

/** The account fields that held personal data, blanked in the account's audit history too. */
const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'mobile'] as const;

/**
 * DELETE /api/users/{id}: erases the account's personal data and keeps its orders (decision
 * 0015). In one transaction: the row gets a placeholder email and name, loses its phone,
 * password and Google link, is deactivated with `erased_at` set and its tokens ended; its
 * addresses, wishlist, newsletter subscriptions, codes and set-password links are deleted; the
 * personal values in its audit history and the admin notifications naming its email (or, for
 * its reviews, its name) are blanked. Orders (with their address snapshots), return requests
 * and reviews stay, the reviews shown as by a "Former customer". Deleting an erased account
 * again changes nothing.
 */
export async function eraseAccount(db: Db, actor: Admin, userId: number): Promise<void> {
  if (userId === actor.id) throw ownAccountProtected('delete');
  await db.transaction(async (tx) => {
    const seen = await repo.findUserById(tx, userId);
    if (!seen) throw notFound('User');
    if (seen.erasedAt) return;
    await keepAnActiveAdmin(tx, seen, 'delete');
    const current = await admin.lockUser(tx, userId);
    if (!current || current.erasedAt) return;

    const reviews = await reviewsByAuthor(tx, current);
    const erased = await admin.eraseUserRow(tx, userId, ERASED_NAMES[current.role]);
    if (!erased) throw notFound('User');
    const addresses = await deleteAllAddressesOf(tx, userId);
    const wishlistItems = await clearWishlistOf(tx, userId);
    const subscriptions = await forgetSubscriptionsOf(tx, userId, current.email);
    await discardCodesFor(tx, { email: current.email, phone: current.phone });
    await discardPasswordLinksOf(tx, userId);
    await redactEmailInNotifications(tx, current.email, erased.email);
    await redactNotificationsAbout(
      tx,
      { type: 'NEW_REVIEW', refIds: reviews.reviewIds },
      reviews.shownAs,
      erased.firstName,
    );
    await redactHistory(tx, USER_ENTITY, userId, PERSONAL_FIELDS);

    const before = auditedUser(current);
    const after = auditedUser(erased);
    const changes: Record<string, { before: unknown; after: unknown }> = {
      isActive: { before: before.isActive, after: after.isActive },
      erasedAt: { before: null, after: erased.erasedAt?.toISOString() ?? null },
    };
    for (const field of PERSONAL_FIELDS) {
      if (before[field] !== null || after[field] !== null) {
        changes[field] = {
          before: before[field] === null ? null : REDACTED_VALUE,
          after: after[field],
        };
      }
    }
    const kept = await admin.findUserWithOrders(tx, userId);
    await recordChange(tx, {
      actor,
      entityType: USER_ENTITY,
      entityId: userId,
      action: 'DELETE',
      changes,
      reason:
        `Personal data erased (${addresses} address(es), ${wishlistItems} wishlist item(s), ` +
        `${subscriptions} newsletter subscription(s) deleted); ${kept?.orderCount ?? 0} order(s) kept.`,
    });
  });
}
