import {
  REVIEW_MESSAGES,
  toPage,
  type AdminReview,
  type AdminReviewSearchQuery,
  type CreateReviewPayload,
  type Page,
  type PageQuery,
  type ProductReviewPage,
  type Review,
  type UpdateReviewPayload,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { ReviewRow } from '../../db/schema/index.js';
import { assertPermitted, type SessionUser } from '../../lib/auth-guard.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as catalog from '../catalog/catalog.service.js';
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
import * as orderQueries from '../orders/order-queries.service.js';
import * as repo from './reviews.repository.js';
import type { AdminReviewRow, ReviewWithAuthor } from './reviews.repository.js';

/** The audit log's name for a review. */
export const REVIEW_ENTITY = 'review';

/** "Anaya Sharma" -> "Anaya S.": enough to be a person, not enough to find one. */
function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** `viewerId` is the caller's user id (null for a visitor): it sets `isMine`. */
function toReviewDto(row: ReviewWithAuthor, viewerId: number | null): Review {
  return {
    id: row.id,
    productId: row.productId,
    authorName: authorName(row.authorFirstName, row.authorLastName),
    rating: row.rating,
    title: row.title,
    body: row.body,
    comment: row.body,
    verifiedPurchase: row.verifiedPurchase,
    isMine: viewerId !== null && row.userId === viewerId,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminReviewDto(row: AdminReviewRow, adminId: number): AdminReview {
  return {
    ...toReviewDto(row, adminId),
    userId: row.userId,
    productName: row.productName,
    authorEmail: row.authorEmail,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

async function reviewById(db: DbOrTx, id: number, viewerId: number): Promise<Review> {
  const row = await repo.findReviewWithAuthor(db, id);
  if (!row) throw notFound('Review');
  return toReviewDto(row, viewerId);
}

/**
 * A live product's reviews, newest first, with its average rating and count; `viewerId` (the
 * signed-in caller, or null) marks their own review.
 */
export async function productReviews(
  db: Db,
  productId: number,
  query: PageQuery,
  viewerId: number | null,
): Promise<ProductReviewPage> {
  const summary = await catalog.ratingSummaryOf(db, productId);
  const { rows, total } = await repo.pageOfProductReviews(
    db,
    productId,
    viewerId,
    query.size,
    pageOffset(query),
  );
  const content = rows.map((row) => toReviewDto(row, viewerId));
  return { ...toPage(content, total, query), summary };
}

/**
 * Writes the user's one review of a product. The unique (product, user) index decides between
 * simultaneous attempts; the product's rating totals follow by trigger in the same statement.
 * The verified mark (a DELIVERED order of the product) is settled here and on every change and
 * kept on the row, so that the public list never asks the orders module row by row.
 */
export async function createReview(
  db: Db,
  userId: number,
  productId: number,
  payload: CreateReviewPayload,
): Promise<Review> {
  await catalog.requireLiveProduct(db, productId);
  const verifiedPurchase = await orderQueries.hasDeliveredOrderOf(db, userId, productId);
  const reviewId = await db.transaction(async (tx) => {
    const row = await repo
      .insertReview(tx, { productId, userId, ...payload, verifiedPurchase })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'reviews_product_user_key')) {
          throw new AppError(409, 'CONFLICT', 'You have already reviewed this product');
        }
        throw error;
      });
    await notifyNewReview(tx, row.id);
    return row.id;
  });
  // The product's rating and review count, shown in the catalogue, just changed.
  await storefrontChanged(db);
  return reviewById(db, reviewId, userId);
}

/** The admins' notice of a new review, written with it, linking to the product's reviews. */
async function notifyNewReview(tx: Tx, reviewId: number): Promise<void> {
  const review = await repo.findReviewWithAuthor(tx, reviewId);
  if (!review) return;
  const product = (await catalog.liveProductsById(tx, [review.productId])).get(review.productId);
  const productName = product?.name ?? `product ${review.productId}`;
  const author = authorName(review.authorFirstName, review.authorLastName);
  const title = review.title ? `: "${review.title}"` : '';
  await notifyAdmins(tx, {
    type: 'NEW_REVIEW',
    title: `New ${review.rating}-star review of ${productName}`,
    message: `${author} rated ${productName} ${review.rating} out of 5${title}.`,
    link: `/admin/review?product=${review.productId}`,
    refId: review.id,
  });
}

const auditedReview = (review: ReviewRow) => ({
  productId: review.productId,
  userId: review.userId,
  rating: review.rating,
  title: review.title,
  body: review.body,
  hiddenAt: review.hiddenAt?.toISOString() ?? null,
});

const actorOf = (user: SessionUser): AuditActor => ({ id: user.id, email: user.email });

/**
 * Whether the actor moderates reviews: staff whose role holds reviews.moderate. Staff without it
 * are refused (403 NOT_PERMITTED); a customer is not a moderator.
 */
function isModerator(actor: SessionUser): boolean {
  if (actor.role !== 'ADMIN') return false;
  assertPermitted(actor, 'reviews.moderate');
  return true;
}

/**
 * PUT /api/reviews/{id}. Its author changes the words (an admin may not rewrite a customer's
 * review: 403); an admin sends `{ hidden }` alone to hide or show it (its author gets 403,
 * anyone else 404 as for any review not theirs).
 */
export async function updateReview(
  db: Db,
  actor: SessionUser,
  reviewId: number,
  payload: UpdateReviewPayload,
): Promise<Review> {
  const { hidden, ...words } = payload;
  if (hidden !== undefined) return setReviewHidden(db, actor, reviewId, hidden);
  await db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, reviewId);
    if (!current || (current.userId !== actor.id && actor.role !== 'ADMIN')) {
      throw notFound('Review');
    }
    if (current.userId !== actor.id) {
      throw new AppError(403, 'FORBIDDEN', REVIEW_MESSAGES.adminCannotRewrite);
    }
    const verifiedPurchase = await orderQueries.hasDeliveredOrderOf(
      tx,
      current.userId,
      current.productId,
    );
    await repo.updateReview(tx, reviewId, { ...words, verifiedPurchase });
  });
  await storefrontChanged(db);
  return reviewById(db, reviewId, actor.id);
}

/**
 * Hides a review (off the product page and out of its average and count, still shown to its
 * author) or shows it again; the product's totals move in the same transaction and the change
 * is audited. Asking for the state it is already in changes nothing.
 */
export async function setReviewHidden(
  db: Db,
  actor: SessionUser,
  reviewId: number,
  hidden: boolean,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, reviewId);
    if (!current) throw notFound('Review');
    if (!isModerator(actor)) {
      if (current.userId === actor.id) {
        throw new AppError(403, 'FORBIDDEN', REVIEW_MESSAGES.hideNeedsAdmin);
      }
      throw notFound('Review');
    }
    if ((current.hiddenAt !== null) === hidden) return;
    const hiddenAt = hidden ? new Date() : null;
    // The reviews_product_totals trigger takes it out of (or back into) the product's totals.
    await repo.setHiddenAt(tx, reviewId, hiddenAt);
    await recordChange(tx, {
      actor: actorOf(actor),
      entityType: REVIEW_ENTITY,
      entityId: reviewId,
      action: hidden ? 'HIDE' : 'UNHIDE',
      changes: diffFields(
        { hiddenAt: current.hiddenAt?.toISOString() ?? null },
        { hiddenAt: hiddenAt?.toISOString() ?? null },
      ),
    });
  });
  await storefrontChanged(db);
  return reviewById(db, reviewId, actor.id);
}

/**
 * Deletes a review (its author, or an admin, whose deletion is audited with the review's words);
 * the product's totals follow by trigger.
 */
export async function deleteReview(db: Db, actor: SessionUser, reviewId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, reviewId);
    if (!current || (current.userId !== actor.id && !isModerator(actor))) {
      throw notFound('Review');
    }
    await repo.deleteReview(tx, reviewId);
    if (actor.role === 'ADMIN') {
      await recordChange(tx, {
        actor: actorOf(actor),
        entityType: REVIEW_ENTITY,
        entityId: reviewId,
        action: 'DELETE',
        changes: diffFields(auditedReview(current), null),
      });
    }
  });
  await storefrontChanged(db);
}

/**
 * Every review for the admin, hidden ones too, newest first, filtered by text, product, rating,
 * hidden state and days of writing.
 */
export async function searchReviews(
  db: Db,
  admin: SessionUser,
  query: AdminReviewSearchQuery,
): Promise<Page<AdminReview>> {
  const { page: _page, size: _size, ...filter } = query;
  const { rows, total } = await repo.searchReviews(db, filter, query.size, pageOffset(query));
  return toPage(
    rows.map((row) => toAdminReviewDto(row, admin.id)),
    total,
    query,
  );
}

/**
 * What an account erasure needs (decision 0015): the user's reviews, which stay, and the name
 * they were shown under, which the notifications about them no longer carry.
 */
export async function reviewsByAuthor(
  db: DbOrTx,
  user: { id: number; firstName: string; lastName: string },
): Promise<{ reviewIds: number[]; shownAs: string }> {
  return {
    reviewIds: await repo.reviewIdsByAuthor(db, user.id),
    shownAs: authorName(user.firstName, user.lastName),
  };
}
