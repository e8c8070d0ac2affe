import {
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
import type { Db, DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../lib/auth-guard.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import * as catalog from '../catalog/catalog.service.js';
import * as orderQueries from '../orders/order-queries.service.js';
import * as repo from './reviews.repository.js';
import type { AdminReviewRow, ReviewWithAuthor } from './reviews.repository.js';

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
    verifiedPurchase: row.verifiedPurchase,
    isMine: viewerId !== null && row.userId === viewerId,
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
  const row = await repo
    .insertReview(db, { productId, userId, ...payload, verifiedPurchase })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'reviews_product_user_key')) {
        throw new AppError(409, 'CONFLICT', 'You have already reviewed this product');
      }
      throw error;
    });
  return reviewById(db, row.id, userId);
}

/** A customer reaches only their own reviews; anyone else's is "not found" to them. */
async function changeableReview(db: Db, actor: SessionUser, reviewId: number) {
  const review = await repo.findReview(db, reviewId);
  if (!review || (review.userId !== actor.id && actor.role !== 'ADMIN')) throw notFound('Review');
  return review;
}

/** Changes a review (its author or an admin); the verified mark is computed again for the author. */
export async function updateReview(
  db: Db,
  actor: SessionUser,
  reviewId: number,
  payload: UpdateReviewPayload,
): Promise<Review> {
  const current = await changeableReview(db, actor, reviewId);
  const verifiedPurchase = await orderQueries.hasDeliveredOrderOf(
    db,
    current.userId,
    current.productId,
  );
  await repo.updateReview(db, reviewId, { ...payload, verifiedPurchase });
  return reviewById(db, reviewId, actor.id);
}

/** Deletes a review (its author or an admin); the product's totals follow by trigger. */
export async function deleteReview(db: Db, actor: SessionUser, reviewId: number): Promise<void> {
  await changeableReview(db, actor, reviewId);
  await repo.deleteReview(db, reviewId);
}

/** Every review for the admin, newest first, filtered by text and rating. */
export async function searchReviews(
  db: Db,
  admin: SessionUser,
  query: AdminReviewSearchQuery,
): Promise<Page<AdminReview>> {
  const { rows, total } = await repo.searchReviews(
    db,
    { query: query.query, rating: query.rating },
    query.size,
    pageOffset(query),
  );
  return toPage(
    rows.map((row) => toAdminReviewDto(row, admin.id)),
    total,
    query,
  );
}
