import {
  type CreateReviewPayload,
  MAX_PAGE_SIZE,
  type ProductReviewPage,
  type Review,
  type UpdateReviewPayload,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

export const REVIEWS_PAGE_SIZE = 5;

/** Enough pages for any product's reviews in practice, without looping forever on a bad answer. */
const MAX_PAGES_TO_SEARCH = 50;

/**
 * Every review query sits under `reviewKeys.all`; one product's pages and "my review" under
 * `reviewKeys.product(id)`, so a write to a review refreshes exactly that product's.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => [...reviewKeys.all, 'product', productId] as const,
  productPage: (productId: number, params: { page: number; size: number }) =>
    [...reviewKeys.product(productId), 'page', params] as const,
  mine: (productId: number, userId: number) =>
    [...reviewKeys.product(productId), 'mine', userId] as const,
};

/**
 * GET /api/products/{id}/reviews?page&size: newest first, with `summary: { averageRating,
 * reviewCount }`. The pages everyone reads go without a token, so they are the same for all;
 * `asViewer` sends it, and the caller's own review comes back with `isMine`.
 */
export function fetchProductReviews(
  productId: number,
  { page, size, asViewer = false }: { page: number; size: number; asViewer?: boolean },
  signal?: AbortSignal,
): Promise<ProductReviewPage> {
  return api.get<ProductReviewPage>(pathWith('/products/{id}/reviews', { id: productId }), {
    query: { page, size },
    signal,
    auth: asViewer,
  });
}

/**
 * The signed-in person's own review of a product, or null. The API keeps one per customer and
 * product but has no "mine" call: the product's reviews are read with the person's token, which
 * marks theirs `isMine`, at the largest page size until it turns up (usually on the first call).
 */
export async function findMyReview(
  productId: number,
  signal?: AbortSignal,
): Promise<Review | null> {
  for (let page = 0; page < MAX_PAGES_TO_SEARCH; page += 1) {
    const result = await fetchProductReviews(
      productId,
      { page, size: MAX_PAGE_SIZE, asViewer: true },
      signal,
    );
    const mine = result.content.find((review) => review.isMine);
    if (mine) return mine;
    if (result.last || result.content.length === 0) return null;
  }
  return null;
}

/** POST /api/products/{id}/reviews: 201 with the review; 409 when this customer already wrote one. */
export function createReview(productId: number, payload: CreateReviewPayload): Promise<Review> {
  return api.post<Review>(pathWith('/products/{id}/reviews', { id: productId }), payload);
}

/** PUT /api/reviews/{id}: the author (or an admin) changes it; anyone else gets 404. */
export function updateReview(reviewId: number, payload: UpdateReviewPayload): Promise<Review> {
  return api.put<Review>(pathWith('/reviews/{id}', { id: reviewId }), payload);
}

/** DELETE /api/reviews/{id}: 204. */
export function deleteReview(reviewId: number): Promise<void> {
  return api.delete<void>(pathWith('/reviews/{id}', { id: reviewId }));
}

export const productReviewsQueryOptions = (
  productId: number,
  page: number,
  size = REVIEWS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: reviewKeys.productPage(productId, { page, size }),
    queryFn: ({ signal }) => fetchProductReviews(productId, { page, size }, signal),
    placeholderData: keepPreviousData,
  });

/** `userId` keys the answer to the signed-in person, so another's sign-in never reuses it. */
export const myReviewQueryOptions = (productId: number, userId: number) =>
  queryOptions({
    queryKey: reviewKeys.mine(productId, userId),
    queryFn: ({ signal }) => findMyReview(productId, signal),
  });

export function useProductReviews(productId: number, page: number) {
  return useQuery(productReviewsQueryOptions(productId, page));
}

export function useMyReview(productId: number, userId: number | null) {
  return useQuery({ ...myReviewQueryOptions(productId, userId ?? 0), enabled: userId != null });
}

type SaveInput = { reviewId: number | null; payload: CreateReviewPayload };

/**
 * Writes or changes the person's review; either way the product's review pages are read again,
 * and `onChanged` lets the page refresh what else shows the average (the product itself).
 */
export function useSaveReview(productId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, payload }: SaveInput) =>
      reviewId === null ? createReview(productId, payload) : updateReview(reviewId, payload),
    onSettled: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    },
  });
}

export function useDeleteReview(productId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    },
  });
}
