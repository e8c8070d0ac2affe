import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  listFrom,
  type Page,
  type WishlistItem,
} from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WISHLIST_KEY } from './wishlist-keys';

export interface WishlistPageParams {
  page: number;
  size: number;
}

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

/** Reads the page object, or a plain list (or `{ data }`) as one whole page (ARCHITECTURE section 5). */
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

/** GET /api/wishlist/Get?page&size: the signed-in customer's wishlist, newest first. */
export async function fetchWishlist(
  { page = DEFAULT_PAGE, size = DEFAULT_PAGE_SIZE }: Partial<WishlistPageParams> = {},
  signal?: AbortSignal,
): Promise<Page<WishlistItem>> {
  return toWishlistPage(await api.get<unknown>('/wishlist/Get', { query: { page, size }, signal }));
}

export const wishlistQueryOptions = (params: WishlistPageParams) =>
  queryOptions({
    queryKey: [...WISHLIST_KEY, 'list', params],
    queryFn: ({ signal }) => fetchWishlist(params, signal),
    placeholderData: keepPreviousData,
  });

/**
 * One page of the wishlist. A failed fetch reads as an empty list (spec section 8: "Count 0,
 * list empty"), so the page never breaks over it.
 */
export function useWishlist(
  params: WishlistPageParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useQuery({ ...wishlistQueryOptions(params), enabled });
  return { ...query, page: query.isError || !query.data ? EMPTY : query.data };
}
