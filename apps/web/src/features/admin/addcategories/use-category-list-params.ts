import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const CATEGORY_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = CATEGORY_PAGE_SIZES[0]!;

/**
 * The category list's state kept in the address (`search`, `page` counted from 1, `size`), so
 * reload and a shared link show the same list. The API counts pages from 0; `page` here does too.
 */
export function useCategoryListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0;
  const sizeNumber = Number(searchParams.get('size'));
  const size = CATEGORY_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE;

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  /** A new search starts at the first page; typing replaces the entry rather than adding one per letter. */
  const setSearch = useCallback(
    (value: string) => update({ search: value.trim() || null, page: null }, true),
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

  return { search, page, size, setSearch, setPage };
}
