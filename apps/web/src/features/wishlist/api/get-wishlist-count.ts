import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WISHLIST_KEY } from './wishlist-keys';

/** The count arrives as a number or as `{ count }` (spec section 3); anything else counts as 0. */
export function readWishlistCount(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null ? (body as { count?: unknown }).count : body;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** GET /api/wishlist/wishlist/count. */
export async function fetchWishlistCount(signal?: AbortSignal): Promise<number> {
  return readWishlistCount(await api.get<unknown>('/wishlist/wishlist/count', { signal }));
}

export const wishlistCountQueryOptions = queryOptions({
  queryKey: [...WISHLIST_KEY, 'count'],
  queryFn: ({ signal }) => fetchWishlistCount(signal),
});

/** The signed-in customer's wishlist count; 0 while loading and after a failed fetch (spec section 8). */
export function useWishlistCount({ enabled }: { enabled: boolean }): number {
  const query = useQuery({ ...wishlistCountQueryOptions, enabled });
  return enabled && query.isSuccess ? query.data : 0;
}
