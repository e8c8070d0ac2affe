import { SORT_ORDERS, type SortOrder } from '@attar/contracts';

export const LISTING_PAGE_SIZE = 12;

/** The URL counts pages from 1 for people; the API counts from 0. */
export function readPageNumber(params: URLSearchParams): number {
  const value = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export function readSortOrder(params: URLSearchParams): SortOrder {
  const value = params.get('sortOrder');
  return (SORT_ORDERS as readonly string[]).includes(value ?? '') ? (value as SortOrder) : 'featured';
}

/** A copy of `params` with the given keys set (null removes a key). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
