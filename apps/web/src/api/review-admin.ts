import type { AdminReview, Page, Review } from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productKeys } from './products';
import { readPage } from './read-page';
import { deleteReview, reviewKeys } from './reviews';

/*
 * The admin's review moderation (docs/admin-guide.md, "Reviews"): the list of every review and the
 * hide, show and delete calls. Apart from reviews.ts so that only the admin's chunks load them;
 * a moderation refreshes every review query (the product pages' lists and "my review") and every
 * product query (the averages and counts on cards and product pages).
 */

/** The query of GET /api/admin/products/reviews/search; `page` is 0-based as the API counts. */
export interface AdminReviewListParams {
  page: number;
  size: number;
  /** In the title, the text, the product's name or the author's email. */
  query?: string;
  productId?: number;
  rating?: number;
  hidden?: boolean;
  /** Days of writing (YYYY-MM-DD) in India time, both included. */
  fromDate?: string;
  toDate?: string;
}

export const adminReviewKeys = {
  lists: () => [...reviewKeys.all, 'admin'] as const,
  list: (params: AdminReviewListParams) => [...adminReviewKeys.lists(), params] as const,
};

/** GET /api/admin/products/reviews/search (admin): every review, hidden ones too, newest first. */
export async function fetchAdminReviews(
  params: AdminReviewListParams,
  signal?: AbortSignal,
): Promise<Page<AdminReview>> {
  return readPage<AdminReview>(
    await api.get<unknown>('/admin/products/reviews/search', { query: { ...params }, signal }),
    'reviews',
  );
}

/**
 * PUT /api/reviews/{id} with `{ hidden }` (admin): off the product page and its average, or back.
 */
export function setReviewHidden({ id, hidden }: { id: number; hidden: boolean }): Promise<Review> {
  return api.put<Review>(pathWith('/reviews/{id}', { id }), { hidden });
}

export const adminReviewsQueryOptions = (params: AdminReviewListParams) =>
  queryOptions({
    queryKey: adminReviewKeys.list(params),
    queryFn: ({ signal }) => fetchAdminReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(params: AdminReviewListParams) {
  return useQuery(adminReviewsQueryOptions(params));
}

/** After a moderation: every review list and every product's rating, storefront and admin. */
function useInvalidateModerated() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

export function useSetReviewHidden() {
  const invalidate = useInvalidateModerated();
  return useMutation({ mutationFn: setReviewHidden, onSuccess: invalidate });
}

/** DELETE /api/reviews/{id} as an admin. */
export function useAdminDeleteReview() {
  const invalidate = useInvalidateModerated();
  return useMutation({ mutationFn: deleteReview, onSuccess: invalidate });
}
