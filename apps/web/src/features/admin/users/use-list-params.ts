import { useCallback } from 'react';
import { type ListPage, useUrlListParams } from '../components/use-url-list-params';

export const LIST_PAGE_SIZES = [10, 20, 50, 100];

/**
 * One list's state kept in the address, under its own prefix so the two tabs' lists keep
 * theirs side by side: `search`, `page` counted from 1, `size` and any `filters` (the users
 * tab's role). Reload, Back and a shared link show the same list; `page` here counts from 0,
 * as the API does.
 */
export function useListParams<F extends string = never>(
  prefix: string,
  filterNames: readonly F[] = [],
) {
  type Params = ListPage & { search?: string } & Partial<Record<F, string>>;
  type Changes = Partial<Record<'search' | F, string | null>>;

  // Callers pass the names inline; joined, they keep `read` the same from one render to the next.
  const names = filterNames.join(',');
  const read = useCallback(
    (searchParams: URLSearchParams) =>
      ({
        search: searchParams.get('search')?.trim() || undefined,
        ...Object.fromEntries(
          names
            .split(',')
            .filter(Boolean)
            .map((name) => [name, searchParams.get(name) || undefined]),
        ),
      }) as Omit<Params, keyof ListPage>,
    [names],
  );
  const { params, setFilters, setPage } = useUrlListParams<Params, Changes>({
    pageSizes: LIST_PAGE_SIZES,
    read,
    prefix,
  });

  /** A new search starts at the first page; typing replaces the entry rather than adding one per letter. */
  const setSearch = useCallback(
    (value: string) => setFilters({ search: value.trim() || null } as Changes, true),
    [setFilters],
  );
  /** A new filter starts at the first page too. */
  const setFilter = useCallback(
    (name: F, value: string) => setFilters({ [name]: value || null } as Changes),
    [setFilters],
  );
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, (params as Partial<Record<F, string>>)[name] ?? '']),
  ) as Record<F, string>;

  return {
    search: params.search ?? '',
    page: params.page,
    size: params.size,
    filters,
    setSearch,
    setFilter,
    setPage,
  };
}
