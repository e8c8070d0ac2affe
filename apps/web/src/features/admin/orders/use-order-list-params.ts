import { ORDER_STATUSES, type OrderStatus } from '@attar/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrdersFilter } from '@/api/admin-orders';

export const ORDER_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = ORDER_PAGE_SIZES[0]!;

/** The list as the API is asked for it: every filter optional, page counted from 0. */
export type OrderListParams = AdminOrdersFilter & { page: number; size: number };

/** What the address may change: a value, or null to drop it. */
export type OrderListChanges = Partial<Record<'search' | 'status' | 'from' | 'to', string | null>>;

const calendarDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/**
 * The orders list's state kept in the address (`search`, `status`, `from`, `to`, `page` counted
 * from 1, `size`), so reload, Back and a shared link show the same list; other screens link to
 * `/admin/orders?search=<order number>`.
 */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): OrderListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const status = searchParams.get('status');
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: ORDER_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      search: searchParams.get('search')?.trim() || undefined,
      status: ORDER_STATUSES.find((candidate): candidate is OrderStatus => candidate === status),
      fromDate: calendarDate(searchParams.get('from')),
      toDate: calendarDate(searchParams.get('to')),
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
    (changes: OrderListChanges, replace = false) => update({ ...changes, page: null }, replace),
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

  const filtered = Boolean(params.search || params.status || params.fromDate || params.toDate);
  return { params, filtered, setFilters, setPage };
}
