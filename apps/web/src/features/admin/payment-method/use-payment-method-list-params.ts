import { PAYMENT_METHOD_STATUSES, type PaymentMethodStatus } from '@attar/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminPaymentMethodListParams } from '@/api/payment-admin';

export const PAYMENT_METHOD_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = PAYMENT_METHOD_PAGE_SIZES[0]!;

/** What the address may change: a value, or null to drop it. */
export type PaymentMethodListChanges = Partial<Record<'search' | 'status', string | null>>;

/**
 * The payment methods table's state kept in the address (`search`, `status`, `page` counted
 * from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function usePaymentMethodListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): AdminPaymentMethodListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const status = searchParams.get('status');
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: PAYMENT_METHOD_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      search: searchParams.get('search')?.trim() || undefined,
      status: PAYMENT_METHOD_STATUSES.find(
        (known): known is PaymentMethodStatus => known === status,
      ),
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
    (changes: PaymentMethodListChanges, replace = false) =>
      update({ ...changes, page: null }, replace),
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

  const filtered = Boolean(params.search || params.status);
  return { params, filtered, setFilters, setPage };
}
