import { RATING_MAX, RATING_MIN } from '@attar/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminReviewListParams } from '@/api/review-admin';

export const REVIEW_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = REVIEW_PAGE_SIZES[0]!;

/** The address's names for the hidden filter: `visibility=hidden` or `visibility=shown`. */
export const REVIEW_VISIBILITIES = ['shown', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** What the address may change: a value, or null to drop it. */
export type ReviewListChanges = Partial<
  Record<'query' | 'product' | 'rating' | 'visibility' | 'from' | 'to', string | null>
>;

const calendarDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

const wholeNumberIn = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/**
 * The reviews list's state kept in the address (`query`, `product` id, `rating`, `visibility`,
 * `from`, `to`, `page` counted from 1, `size`), so reload, Back and a shared link show the same
 * list. A new admin notification links here with `query`.
 */
export function useReviewListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): AdminReviewListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const visibility = searchParams.get('visibility');
    const fromDate = calendarDate(searchParams.get('from'));
    const toDate = calendarDate(searchParams.get('to'));
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: REVIEW_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      query: searchParams.get('query')?.trim() || undefined,
      productId: wholeNumberIn(searchParams.get('product'), 1, 2_147_483_647),
      rating: wholeNumberIn(searchParams.get('rating'), RATING_MIN, RATING_MAX),
      hidden: visibility === 'hidden' ? true : visibility === 'shown' ? false : undefined,
      fromDate,
      // A range the wrong way round asks for its start day alone rather than an error.
      toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
    };
  }, [searchParams]);

  // Two changes in one event must build on each other: the router's setter starts from the
  // address of the last render.
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

  /** A new filter starts again from the first page; typing replaces the history entry. */
  const setFilters = useCallback(
    (changes: ReviewListChanges, replace = false) => update({ ...changes, page: null }, replace),
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

  const filtered = Boolean(
    params.query ||
    params.productId ||
    params.rating ||
    params.hidden !== undefined ||
    params.fromDate ||
    params.toDate,
  );
  return { params, filtered, setFilters, setPage };
}
