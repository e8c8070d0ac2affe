import {
  RETURN_STATUSES,
  RETURN_TYPES,
  type ReturnStatus,
  type ReturnType,
} from '@attar/contracts';
import type { AdminReturnsFilter } from '@/api/returns';
import {
  calendarDate,
  type ListFilters,
  oneOf,
  useUrlListParams,
} from '../components/use-url-list-params';

export const RETURN_PAGE_SIZES = [10, 20, 50, 100];

/** The list as the API is asked for it: every filter optional, page counted from 0. */
export type ReturnListParams = AdminReturnsFilter & { page: number; size: number };

/** What the address may change: a value, or null to drop it. */
export type ReturnListChanges = Partial<
  Record<'query' | 'status' | 'type' | 'from' | 'to', string | null>
>;

function readReturnFilters(searchParams: URLSearchParams): ListFilters<ReturnListParams> {
  return {
    query: searchParams.get('query')?.trim() || undefined,
    status: oneOf<ReturnStatus>(RETURN_STATUSES, searchParams.get('status')),
    type: oneOf<ReturnType>(RETURN_TYPES, searchParams.get('type')),
    fromDate: calendarDate(searchParams.get('from')),
    toDate: calendarDate(searchParams.get('to')),
  };
}

/**
 * The returns queue's state kept in the address (`query`, `status`, `type`, `from`, `to`,
 * `page` counted from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function useReturnListParams() {
  return useUrlListParams<ReturnListParams, ReturnListChanges>({
    pageSizes: RETURN_PAGE_SIZES,
    read: readReturnFilters,
  });
}
