import { ORDER_STATUSES, type OrderStatus } from '@attar/contracts';
import type { AdminOrdersFilter } from '@/api/admin-orders';
import {
  calendarDate,
  type ListFilters,
  useUrlListParams,
} from '../components/use-url-list-params';

export const ORDER_PAGE_SIZES = [10, 20, 50, 100];

/** The list as the API is asked for it: every filter optional, page counted from 0. */
export type OrderListParams = AdminOrdersFilter & { page: number; size: number };

/** What the address may change: a value, or null to drop it. */
export type OrderListChanges = Partial<
  Record<'search' | 'status' | 'awaiting' | 'from' | 'to', string | null>
>;

function readOrderFilters(searchParams: URLSearchParams): ListFilters<OrderListParams> {
  const status = searchParams.get('status');
  return {
    search: searchParams.get('search')?.trim() || undefined,
    status: ORDER_STATUSES.find((candidate): candidate is OrderStatus => candidate === status),
    awaiting: searchParams.get('awaiting') === 'cod-confirmation' ? 'cod-confirmation' : undefined,
    fromDate: calendarDate(searchParams.get('from')),
    toDate: calendarDate(searchParams.get('to')),
  };
}

/**
 * The orders list's state kept in the address (`search`, `status`, `awaiting`, `from`, `to`, `page` counted
 * from 1, `size`), so reload, Back and a shared link show the same list; other screens link to
 * `/admin/orders?search=<order number>`.
 */
export function useOrderListParams() {
  return useUrlListParams<OrderListParams, OrderListChanges>({
    pageSizes: ORDER_PAGE_SIZES,
    read: readOrderFilters,
  });
}
