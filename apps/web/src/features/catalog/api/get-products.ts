import type { Gender, Occasion, Page, Product, ProductType, SortOrder } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toPage } from './to-page';

export interface ProductListParams {
  page: number;
  size: number;
  sortOrder?: SortOrder;
  search?: string;
  category?: string;
  menuType?: string;
  isFeatured?: boolean;
  gender?: Gender;
  occasion?: Occasion;
  productType?: ProductType;
}

/** GET /api/products/getAll with the listing's filters; `page` is 0-based as the API counts. */
export async function fetchProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const body = await api.get<unknown>('/products/getAll', { query: { ...params }, signal });
  return toPage<Product>(body);
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => fetchProducts(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), ...options });
}
