import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductSort,
  STOCK_FILTERS,
  type StockFilter,
} from '@attar/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminProductListParams } from '@/api/products';

export const PRODUCT_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = PRODUCT_PAGE_SIZES[0]!;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** What the address may change: a value, or null to drop it. */
export type ProductListChanges = Partial<
  Record<'search' | 'category' | 'stock' | 'featured' | 'sort', string | null>
>;

/**
 * The products table's state kept in the address (`search`, `category`, `stock`, `featured`,
 * `sort`, `page` counted from 1, `size`), so reload, back and a shared link show the same list.
 * `params.page` counts from 0, as the API does.
 */
export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): AdminProductListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const category = searchParams.get('category');
    const featured = searchParams.get('featured');
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: PRODUCT_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      search: searchParams.get('search')?.trim() || undefined,
      category: category && /^\d{1,9}$/.test(category) ? category : undefined,
      stock: oneOf<StockFilter>(STOCK_FILTERS, searchParams.get('stock')),
      featured: featured === 'true' ? true : featured === 'false' ? false : undefined,
      sort: oneOf<AdminProductSort>(ADMIN_PRODUCT_SORTS, searchParams.get('sort')),
    };
  }, [searchParams]);

  // Two changes in one event (a new order, then the table's own return to page 1) must build on
  // each other: the router's setter starts from the address of the last render.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(pending.current ?? searchParams);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      pending.current = next;
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  /** A new filter or order starts again from the first page; typing replaces the entry. */
  const setFilters = useCallback(
    (changes: ProductListChanges, replace = false) => update({ ...changes, page: null }, replace),
    [update],
  );
  const setPage = useCallback(
    (page: number, size: number, replace = false) =>
      update(
        {
          page: page > 0 ? String(page + 1) : null,
          size: size === DEFAULT_PAGE_SIZE ? null : String(size),
        },
        replace,
      ),
    [update],
  );

  return { params, setFilters, setPage };
}
