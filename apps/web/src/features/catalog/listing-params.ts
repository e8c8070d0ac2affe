import { PRODUCT_LIST_SORT_ORDERS, SORT_ORDERS } from '@attar/contracts';

export const LISTING_PAGE_SIZE = 12;
/** A `size` in the URL may shrink or grow a page within these bounds (the API allows 100). */
export const MIN_LISTING_PAGE_SIZE = 1;
export const MAX_LISTING_PAGE_SIZE = 48;

/** The URL counts pages from 1 for people; the API counts from 0. */
export function readPageNumber(params: URLSearchParams): number {
  const value = Number(params.get('page') ?? '');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Products per page: the URL's `size` when it is a whole number in bounds, else the default. */
export function readPageSize(params: URLSearchParams, fallback = LISTING_PAGE_SIZE): number {
  const value = Number(params.get('size') ?? '');
  return Number.isInteger(value) && value >= MIN_LISTING_PAGE_SIZE && value <= MAX_LISTING_PAGE_SIZE
    ? value
    : fallback;
}

/** The URL's `sortOrder` when it is one of `orders`, else `fallback` (an address typed by hand may hold anything). */
export function readSortOrder<T extends string>(
  params: URLSearchParams,
  orders: readonly T[],
  fallback: T,
): T {
  const value = params.get('sortOrder');
  return orders.find((order) => order === value) ?? fallback;
}

/** Listings offer these orders, `featured` first; search adds `relevance` (best match) ahead of them. */
export const LISTING_SORT_ORDERS = SORT_ORDERS;
export const SEARCH_SORT_ORDERS = PRODUCT_LIST_SORT_ORDERS;

/**
 * One of `values` named by the URL's `key`, matched without regard to case, so that
 * `?gender=women` and `?gender=WOMEN` mean the same; anything else reads as no choice.
 */
export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
): T | null {
  return matchChoice(params.get(key), values);
}

export function matchChoice<T extends string>(
  raw: string | null | undefined,
  values: readonly T[],
): T | null {
  const upper = raw?.trim().toUpperCase().replace(/-/g, '_');
  return values.find((value) => value === upper) ?? null;
}

/** How a choice is written in the URL: lower case reads better in an address bar. */
export const choiceToParam = (value: string): string => value.toLowerCase();

/** A copy of `params` with the given keys set (null removes a key). */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A filter change: a new selection starts again at page 1. */
export function withFilter(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  return withParams(params, { [key]: value, page: null });
}

/** Several filters changed together, back to page 1. */
export function withFilters(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  return withParams(params, { ...changes, page: null });
}

/** A sort change starts at page 1; the default order is left out of the URL. */
export function withSortOrder<T extends string>(
  params: URLSearchParams,
  value: T,
  fallback: T,
): URLSearchParams {
  return withParams(params, { sortOrder: value === fallback ? null : value, page: null });
}

/** Every filter in `keys` removed, back to page 1; the sort order and page size stay. */
export function withoutFilters(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  return withParams(params, Object.fromEntries([...keys, 'page'].map((key) => [key, null])));
}

export function hasAnyFilter(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((key) => (params.get(key) ?? '') !== '');
}
