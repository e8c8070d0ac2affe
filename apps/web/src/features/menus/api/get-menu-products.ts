import type { Product } from '@attar/contracts';
import { listFrom } from '@attar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MENU_PRODUCTS_PAGE_SIZE = 24;

/** The products behind a menu item: GET /api/products/getAll?menuType=...&size=24. */
export async function fetchMenuProducts(menuType: string, signal?: AbortSignal): Promise<Product[]> {
  const body = await api.get<unknown>('/products/getAll', {
    query: { menuType, size: MENU_PRODUCTS_PAGE_SIZE },
    signal,
  });
  const products = listFrom<Product>(body);
  if (!products) throw new Error('Invalid response format from products API');
  return products;
}

export const menuProductsQueryOptions = (menuType: string) =>
  queryOptions({
    queryKey: ['menu-products', menuType],
    queryFn: ({ signal }) => fetchMenuProducts(menuType, signal),
    // A click should fall back to the item's path at once rather than wait out retries.
    retry: false,
  });
