import { RATING_MAX, RATING_MIN } from '@attar/contracts';
import type { AdminReviewListParams } from '@/api/review-admin';
import {
  calendarDate,
  type ListFilters,
  useUrlListParams,
} from '../components/use-url-list-params';

export const REVIEW_PAGE_SIZES = [10, 20, 50, 100];

/** The address's names for the hidden filter: `visibility=hidden` or `visibility=shown`. */
export const REVIEW_VISIBILITIES = ['shown', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** What the address may change: a value, or null to drop it. */
export type ReviewListChanges = Partial<
  Record<'query' | 'product' | 'rating' | 'visibility' | 'from' | 'to', string | null>
>;

const wholeNumberIn = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

function readReviewFilters(searchParams: URLSearchParams): ListFilters<AdminReviewListParams> {
  const visibility = searchParams.get('visibility');
  const fromDate = calendarDate(searchParams.get('from'));
  const toDate = calendarDate(searchParams.get('to'));
  return {
    query: searchParams.get('query')?.trim() || undefined,
    productId: wholeNumberIn(searchParams.get('product'), 1, 2_147_483_647),
    rating: wholeNumberIn(searchParams.get('rating'), RATING_MIN, RATING_MAX),
    hidden: visibility === 'hidden' ? true : visibility === 'shown' ? false : undefined,
    fromDate,
    // A range the wrong way round asks for its start day alone rather than an error.
    toDate: fromDate && toDate && toDate < fromDate ? fromDate : toDate,
  };
}

/**
 * The reviews list's state kept in the address (`query`, `product` id, `rating`, `visibility`,
 * `from`, `to`, `page` counted from 1, `size`), so reload, Back and a shared link show the same
 * list. A new admin notification links here with `query`.
 */
export function useReviewListParams() {
  return useUrlListParams<AdminReviewListParams, ReviewListChanges>({
    pageSizes: REVIEW_PAGE_SIZES,
    read: readReviewFilters,
  });
}
