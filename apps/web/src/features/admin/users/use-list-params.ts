import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const LIST_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = LIST_PAGE_SIZES[0]!;

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
  const [searchParams, setSearchParams] = useSearchParams();
  const read = (name: string) => searchParams.get(`${prefix}${name}`);
  const search = read('search')?.trim() ?? '';
  const pageNumber = Number(read('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0;
  const sizeNumber = Number(read('size'));
  const size = LIST_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE;
  const filters = Object.fromEntries(filterNames.map((name) => [name, read(name) ?? ''])) as Record<
    F,
    string
  >;

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(`${prefix}${name}`);
            else next.set(`${prefix}${name}`, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [prefix, setSearchParams],
  );

  /** A new search starts at the first page; typing replaces the entry rather than adding one per letter. */
  const setSearch = useCallback(
    (value: string) => update({ search: value.trim() || null, page: null }, true),
    [update],
  );
  /** A new filter starts at the first page too. */
  const setFilter = useCallback(
    (name: F, value: string) => update({ [name]: value || null, page: null }),
    [update],
  );
  const setPage = useCallback(
    (next: number, nextSize: number, replace = false) =>
      update(
        {
          page: next > 0 ? String(next + 1) : null,
          size: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
        },
        replace,
      ),
    [update],
  );

  return { search, page, size, filters, setSearch, setFilter, setPage };
}
