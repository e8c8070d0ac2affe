import { MAX_PAGE_SIZE, type Review } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productReviewsKey } from './review-keys';
import { fetchProductReviews } from './get-product-reviews';

/** Enough pages for any product's reviews in practice, without looping forever on a bad answer. */
const MAX_PAGES_TO_SEARCH = 50;

/**
 * The signed-in person's own review of a product, or null. The API keeps one per customer and
 * product but has no "mine" call, so the product's reviews are read at the largest page size
 * until it turns up: usually the first call answers.
 */
export async function findMyReview(
  productId: number,
  userId: number,
  signal?: AbortSignal,
): Promise<Review | null> {
  for (let page = 0; page < MAX_PAGES_TO_SEARCH; page += 1) {
    const result = await fetchProductReviews(productId, { page, size: MAX_PAGE_SIZE }, signal);
    const mine = result.content.find((review) => review.userId === userId);
    if (mine) return mine;
    if (result.last || result.content.length === 0) return null;
  }
  return null;
}

export const myReviewQueryOptions = (productId: number, userId: number) =>
  queryOptions({
    queryKey: [...productReviewsKey(productId), 'mine', userId],
    queryFn: ({ signal }) => findMyReview(productId, userId, signal),
  });

export function useMyReview(productId: number, userId: number | null) {
  return useQuery({ ...myReviewQueryOptions(productId, userId ?? 0), enabled: userId != null });
}
