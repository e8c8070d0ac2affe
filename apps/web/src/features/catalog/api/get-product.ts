import type { Product } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

/** GET /api/products/getProduct/{id}; a 404 rejects with an ApiError of status 404. */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(pathWith('/products/getProduct/{id}', { id }), { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id != null });
}
