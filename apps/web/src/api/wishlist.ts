import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  listFrom,
  type Page,
  type WishlistItem,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

export interface WishlistPageParams {
  page: number;
  size: number;
}

/**
 * Every wishlist query sits under `wishlistKeys.all`, so one invalidation refreshes list, count and
 * toggles.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  count: () => [...wishlistKeys.all, 'count'] as const,
  list: (params: WishlistPageParams) => [...wishlistKeys.all, 'list', params] as const,
};

const EMPTY: Page<WishlistItem> = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: DEFAULT_PAGE_SIZE,
  first: true,
  last: true,
  empty: true,
};

/**
 * Reads the page object, or a plain list (or `{ data }`) as one whole page (docs/api.md,
 * "Pagination").
 */
export function toWishlistPage(body: unknown): Page<WishlistItem> {
  const content = listFrom<WishlistItem>(body);
  if (!content) throw new Error('Invalid response format from wishlist API');
  const page = (Array.isArray(body) ? {} : body) as Partial<Page<WishlistItem>>;
  const totalElements = page.totalElements ?? content.length;
  return {
    content,
    totalElements,
    totalPages: page.totalPages ?? (content.length > 0 ? 1 : 0),
    number: page.number ?? 0,
    size: page.size ?? content.length,
    first: page.first ?? true,
    last: page.last ?? true,
    empty: content.length === 0,
  };
}

/**
 * The count arrives as a number or as `{ count }` (docs/product.md, "Data shapes"); anything else
 * counts as 0.
 */
export function readWishlistCount(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null ? (body as { count?: unknown }).count : body;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** GET /api/wishlist/Get?page&size: the signed-in customer's wishlist, newest first. */
export async function fetchWishlist(
  { page = DEFAULT_PAGE, size = DEFAULT_PAGE_SIZE }: Partial<WishlistPageParams> = {},
  signal?: AbortSignal,
): Promise<Page<WishlistItem>> {
  return toWishlistPage(await api.get<unknown>('/wishlist/Get', { query: { page, size }, signal }));
}

/** GET /api/wishlist/wishlist/count. */
export async function fetchWishlistCount(signal?: AbortSignal): Promise<number> {
  return readWishlistCount(await api.get<unknown>('/wishlist/wishlist/count', { signal }));
}

/** POST /api/wishlist/add/{id}: 201 when added, 200 when it was there already. */
export function addToWishlist(productId: number): Promise<WishlistItem> {
  return api.post<WishlistItem>(pathWith('/wishlist/add/{id}', { id: productId }));
}

/** DELETE /api/wishlist/delete/{id}; the id is the product's. 404 when it was not on the list. */
export function removeFromWishlist(productId: number): Promise<void> {
  return api.delete<void>(pathWith('/wishlist/delete/{id}', { id: productId }));
}

export const wishlistQueryOptions = (params: WishlistPageParams) =>
  queryOptions({
    queryKey: wishlistKeys.list(params),
    queryFn: ({ signal }) => fetchWishlist(params, signal),
    placeholderData: keepPreviousData,
  });

export const wishlistCountQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.count(),
    queryFn: ({ signal }) => fetchWishlistCount(signal),
  });

/**
 * One page of the wishlist. A failed fetch reads as an empty list (docs/product.md, "Error
 * messages": "Count 0, list empty"), so the page never breaks over it.
 */
export function useWishlist(
  params: WishlistPageParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useQuery({ ...wishlistQueryOptions(params), enabled });
  return { ...query, page: query.isError || !query.data ? EMPTY : query.data };
}

/**
 * The signed-in customer's wishlist count; 0 while loading and after a failed fetch
 * (docs/product.md, "Error messages").
 */
export function useWishlistCount({ enabled }: { enabled: boolean }): number {
  const query = useQuery({ ...wishlistCountQueryOptions(), enabled });
  return enabled && query.isSuccess ? query.data : 0;
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
