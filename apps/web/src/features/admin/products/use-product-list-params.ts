import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductSort,
  STOCK_FILTERS,
  type StockFilter,
} from '@attar/contracts';
import type { AdminProductListParams } from '@/api/products';
import { type ListFilters, oneOf, useUrlListParams } from '../components/use-url-list-params';

export const PRODUCT_PAGE_SIZES = [10, 20, 50, 100];

/** What the address may change: a value, or null to drop it. */
export type ProductListChanges = Partial<
  Record<'search' | 'category' | 'stock' | 'featured' | 'sort', string | null>
>;

function readProductFilters(searchParams: URLSearchParams): ListFilters<AdminProductListParams> {
  const category = searchParams.get('category');
  const featured = searchParams.get('featured');
  return {
    search: searchParams.get('search')?.trim() || undefined,
    category: category && /^\d{1,9}$/.test(category) ? category : undefined,
    stock: oneOf<StockFilter>(STOCK_FILTERS, searchParams.get('stock')),
    featured: featured === 'true' ? true : featured === 'false' ? false : undefined,
    sort: oneOf<AdminProductSort>(ADMIN_PRODUCT_SORTS, searchParams.get('sort')),
  };
}

/**
 * The products table's state kept in the address (`search`, `category`, `stock`, `featured`,
 * `sort`, `page` counted from 1, `size`), so reload, back and a shared link show the same list.
 * `params.page` counts from 0, as the API does. A new order, like a new filter, starts again from
 * the first page.
 */
export function useProductListParams() {
  const { params, setFilters, setPage } = useUrlListParams<
    AdminProductListParams,
    ProductListChanges
  >({ pageSizes: PRODUCT_PAGE_SIZES, read: readProductFilters });
  return { params, setFilters, setPage };
}
