import type { Page, Product, ProductListSortOrder } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toPage } from './to-page';

export interface SearchParams {
  keyword: string;
  page: number;
  size: number;
  /** Left out (or `relevance`) for best match first. */
  sortOrder?: ProductListSortOrder;
}

/** GET /api/products/search?keyword=...&page&size&sortOrder. */
export async function searchProducts(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const body = await api.get<unknown>('/products/search', { query: { ...params }, signal });
  return toPage<Product>(body);
}

export const searchProductsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['products', 'search', params],
    queryFn: ({ signal }) => searchProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchProducts(params: SearchParams) {
  return useQuery({
    ...searchProductsQueryOptions(params),
    enabled: params.keyword.trim().length > 0,
  });
}
