import type { Category } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toPage } from './to-page';

/** The whole category list fits one page: the catalogue has a handful, the API allows 100. */
const CATEGORY_PAGE_SIZE = 100;

/** GET /api/categories/getCategory: every category with its product type and count. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<unknown>('/categories/getCategory', {
    query: { size: CATEGORY_PAGE_SIZE },
    signal,
  });
  return toPage<Category>(body, 'categories').content;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => fetchCategories(signal),
    // Categories change rarely; one fetch serves every listing for a while.
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
