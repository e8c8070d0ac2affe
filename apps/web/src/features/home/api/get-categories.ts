import { type Category, listFrom } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Enough for every tile the storefront shows; the house keeps a handful of categories. */
const CATEGORY_PAGE_SIZE = 50;

/** GET /api/categories/getCategory: a page, or (from older servers) a plain list or `{ data }`. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<unknown>('/categories/getCategory', {
    query: { size: CATEGORY_PAGE_SIZE },
    signal,
  });
  const categories = listFrom<Category>(body);
  if (!categories) throw new Error('Invalid response format from categories API');
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'list'],
    queryFn: ({ signal }) => fetchCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
