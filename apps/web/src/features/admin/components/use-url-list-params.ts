import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A `YYYY-MM-DD` day from the address, or undefined when it is missing or not a real day. */
export const calendarDate = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/** The value of `list` that the address holds, or undefined when it holds something else. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** What a screen lets the address change: each key's new value, or null (or '') to drop it. */
export type UrlListChanges = Partial<Record<string, string | null>>;

/** A list's query as the API takes it: the filters, and the page counted from 0 with its size. */
export interface ListPage {
  page: number;
  size: number;
}

/** The filters part of a list's query: what a screen's `read` produces. */
export type ListFilters<Params extends ListPage> = Omit<Params, keyof ListPage>;

interface UrlListOptions<Params extends ListPage> {
  /** The page sizes offered; the first is the default and is kept out of the address. */
  pageSizes: readonly number[];
  /**
   * The screen's typed filters from the address, each undefined when absent or invalid. Keep it
   * a module-level function: the parsed filters are recomputed when it changes.
   */
  read: (searchParams: URLSearchParams) => ListFilters<Params>;
  /**
   * Put before every key in the address, so two lists on one screen keep theirs side by side;
   * `read` and the changes use the keys without it.
   */
  prefix?: string;
}

/** The address's keys that start with `prefix`, without it. */
function withoutPrefix(searchParams: URLSearchParams, prefix: string) {
  if (!prefix) return searchParams;
  const own = new URLSearchParams();
  for (const [key, value] of searchParams) {
    if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  }
  return own;
}

/**
 * An admin list's state kept in the address, so reload, Back and a shared link show the same
 * list: the screen's own filters (through `read`), `page` counted from 1 and `size` from the
 * allowed list. `params.page` counts from 0, as the API does; `filtered` says whether any filter
 * is set.
 */
export function useUrlListParams<Params extends ListPage, Changes extends UrlListChanges>({
  pageSizes,
  read,
  prefix = '',
}: UrlListOptions<Params>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultSize = pageSizes[0]!;

  const { params, filtered } = useMemo(() => {
    const own = withoutPrefix(searchParams, prefix);
    const filters = read(own);
    const pageNumber = Number(own.get('page'));
    const sizeNumber = Number(own.get('size'));
    // The filters with their page and size make the whole query; TypeScript cannot see that an
    // Omit of a generic type put back together is that type again.
    const params = {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: pageSizes.includes(sizeNumber) ? sizeNumber : defaultSize,
      ...filters,
    } as Params;
    return {
      params,
      filtered: Object.values(filters).some((value) => value !== undefined),
    };
  }, [searchParams, prefix, pageSizes, defaultSize, read]);

  // Two changes in one event (a new filter, then the table's own return to page 1) must build on
  // each other: the router's setter starts from the address of the last render.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: UrlListChanges, replace = false) => {
      const next = new URLSearchParams(pending.current ?? searchParams);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        if (value === null || value === '') next.delete(`${prefix}${key}`);
        else next.set(`${prefix}${key}`, value);
      }
      pending.current = next;
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [prefix, searchParams, setSearchParams],
  );

  /** A new filter starts again from the first page; typing replaces the history entry. */
  const setFilters = useCallback(
    (changes: Changes, replace = false) => update({ ...changes, page: null }, replace),
    [update],
  );
  const setPage = useCallback(
    (page: number, size: number, replace = false) =>
      update(
        {
          page: page > 0 ? String(page + 1) : null,
          size: size === defaultSize ? null : String(size),
        },
        replace,
      ),
    [update, defaultSize],
  );

  return { params, filtered, setFilters, setPage };
}

const readSearch = (searchParams: URLSearchParams) => ({
  search: searchParams.get('search')?.trim() || undefined,
});

/**
 * A list narrowed by a search alone (`search`, `page` counted from 1, `size` in the address).
 * `page` counts from 0, as the API does; `search` is '' when none is set.
 */
export function useUrlSearchListParams(pageSizes: readonly number[], prefix = '') {
  const { params, setFilters, setPage } = useUrlListParams<
    ListPage & { search?: string },
    { search?: string | null }
  >({ pageSizes, read: readSearch, prefix });
  /** A new search starts at the first page; typing replaces the entry rather than adding one per letter. */
  const setSearch = useCallback(
    (text: string) => setFilters({ search: text.trim() || null }, true),
    [setFilters],
  );
  return { search: params.search ?? '', page: params.page, size: params.size, setSearch, setPage };
}
