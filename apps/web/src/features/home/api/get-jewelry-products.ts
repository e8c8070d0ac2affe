import { listFrom, type Product } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const JEWELRY_SLIDER_SIZE = 12;

/** GET /api/products/getAll?productType=JEWELRY&size=12, in the house's featured order. */
export async function fetchJewelryProducts(signal?: AbortSignal): Promise<Product[]> {
  const body = await api.get<unknown>('/products/getAll', {
    query: { productType: 'JEWELRY', size: JEWELRY_SLIDER_SIZE },
    signal,
  });
  const products = listFrom<Product>(body);
  if (!products) throw new Error('Invalid response format from products API');
  return products;
}

export const jewelryProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'jewelry-slider'],
    queryFn: ({ signal }) => fetchJewelryProducts(signal),
  });

export function useJewelryProducts() {
  return useQuery(jewelryProductsQueryOptions());
}
