import type { Db } from '../db/client.js';
import { discardPasswordLinksOf } from '../modules/account/account.service.js';
import { deleteAllAddressesOf } from '../modules/addresses/addresses.service.js';
import { forgetAddress } from '../modules/back-in-stock/back-in-stock.service.js';
import { forgetSubscriptionsOf } from '../modules/newsletter/newsletter-admin.service.js';
import {
  redactEmailInNotifications,
  redactNotificationsAbout,
} from '../modules/notifications/admin-notifications.service.js';
import { reviewsByAuthor } from '../modules/reviews/reviews.service.js';
import { forgetSavedCartOf } from '../modules/saved-carts/saved-carts.service.js';
import { forgetSessions } from '../modules/sessions/sessions.service.js';
import { removeTwoFactor } from '../modules/two-factor/two-factor.service.js';
import {
  eraseUserRow,
  lockAccountToErase,
  recordErasure,
  type StaffActor,
} from '../modules/users/users-admin.service.js';
import { discardCodesFor } from '../modules/verification/verification.service.js';
import { clearWishlistOf } from '../modules/wishlist/wishlist.service.js';

/**
 * DELETE /api/users/{id}: erases the account's personal data and keeps its orders (decision
 * 0015). In one transaction: the row gets a placeholder email and name, loses its phone,
 * password and Google link, is deactivated with `erased_at` set and its tokens ended; its
 * addresses, wishlist, newsletter subscriptions, back-in-stock requests, saved cart, codes, set-password links, sessions (with their addresses) and two-factor secret are deleted (its reminded carts stay in the cart reminders' figures, unnamed); the
 * personal values in its audit history and the admin notifications naming its email (or, for
 * its reviews, its name) are blanked. Orders (with their address snapshots), return requests
 * and reviews stay, the reviews shown as by a "Former customer". Deleting an erased account
 * again changes nothing.
 */
export async function eraseAccount(db: Db, actor: StaffActor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAccountToErase(tx, actor, userId);
    if (!current) return;

    // Before the row is blanked: the name the reviews were shown under is read from it.
    const reviews = await reviewsByAuthor(tx, current);
    const erased = await eraseUserRow(tx, current);
    const addresses = await deleteAllAddressesOf(tx, userId);
    const wishlistItems = await clearWishlistOf(tx, userId);
    const subscriptions = await forgetSubscriptionsOf(tx, userId, current.email);
    await forgetAddress(tx, current.email);
    await forgetSavedCartOf(tx, userId);
    await discardCodesFor(tx, { email: current.email, phone: current.phone });
    await discardPasswordLinksOf(tx, userId);
    await forgetSessions(tx, userId);
    await removeTwoFactor(tx, userId);
    await redactEmailInNotifications(tx, current.email, erased.email);
    await redactNotificationsAbout(
      tx,
      { type: 'NEW_REVIEW', refIds: reviews.reviewIds },
      reviews.shownAs,
      erased.firstName,
    );
    await recordErasure(
      tx,
      actor,
      current,
      erased,
      `${addresses} address(es), ${wishlistItems} wishlist item(s), ` +
        `${subscriptions} newsletter subscription(s) deleted`,
    );
  });
}
