import type { CreateReviewPayload, Review, UpdateReviewPayload } from '@attar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productReviewsKey } from './review-keys';

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
      await queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) });
    },
  });
}

export function useDeleteReview(productId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) });
    },
  });
}
