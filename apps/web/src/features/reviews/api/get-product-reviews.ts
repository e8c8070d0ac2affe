import type { ProductReviewPage } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productReviewsKey } from './review-keys';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/products/{id}/reviews?page&size: newest first, with `summary: { averageRating, reviewCount }`. */
export function fetchProductReviews(
  productId: number,
  { page, size }: { page: number; size: number },
  signal?: AbortSignal,
): Promise<ProductReviewPage> {
  return api.get<ProductReviewPage>(pathWith('/products/{id}/reviews', { id: productId }), {
    query: { page, size },
    signal,
    auth: false,
  });
}

export const productReviewsQueryOptions = (
  productId: number,
  page: number,
  size = REVIEWS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...productReviewsKey(productId), 'page', { page, size }],
    queryFn: ({ signal }) => fetchProductReviews(productId, { page, size }, signal),
    placeholderData: keepPreviousData,
  });

export function useProductReviews(productId: number, page: number) {
  return useQuery(productReviewsQueryOptions(productId, page));
}
