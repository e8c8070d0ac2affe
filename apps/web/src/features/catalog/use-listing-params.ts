import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasAnyFilter,
  LISTING_PAGE_SIZE,
  readPageNumber,
  readPageSize,
  readSortOrder,
  withFilter,
  withFilters,
  withoutFilters,
  withSortOrder,
} from './listing-params';

interface ListingParamsOptions<T extends string> {
  /** The URL keys this listing filters by; "Clear filters" removes exactly these. */
  filterKeys: readonly string[];
  sortOrders: readonly T[];
  defaultSort: T;
  defaultSize?: number;
}

/**
 * A listing's state kept in the address: filters, `sortOrder`, `page` (from 1) and `size`.
 * Each change is a new history entry, so reload, back and a shared link all show the same list.
 */
export function useListingParams<T extends string>({
  filterKeys,
  sortOrders,
  defaultSort,
  defaultSize = LISTING_PAGE_SIZE,
}: ListingParamsOptions<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Filters and sort sit above the grid: moving the page to the top on each change would lose the shopper's place.
  const apply = useCallback(
    (next: URLSearchParams) => setSearchParams(next, { preventScrollReset: true }),
    [setSearchParams],
  );
  return {
    searchParams,
    page: readPageNumber(searchParams),
    size: readPageSize(searchParams, defaultSize),
    sortOrder: readSortOrder(searchParams, sortOrders, defaultSort),
    hasFilters: hasAnyFilter(searchParams, filterKeys),
    setFilter: (key: string, value: string | null) => apply(withFilter(searchParams, key, value)),
    /** Several filters at once (a price range's two bounds), as one history entry. */
    setFilters: (changes: Record<string, string | null>) =>
      apply(withFilters(searchParams, changes)),
    setSortOrder: (value: T) => apply(withSortOrder(searchParams, value, defaultSort)),
    clearFilters: () => apply(withoutFilters(searchParams, filterKeys)),
    setSearchParams,
  };
}

export type ListingParams<T extends string> = ReturnType<typeof useListingParams<T>>;
