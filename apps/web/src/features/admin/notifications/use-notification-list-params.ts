import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { NotificationListParams } from '@/api/notifications';

export const NOTIFICATION_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = NOTIFICATION_PAGE_SIZES[0]!;

/** What the address may change: a value, or null to drop it. */
export type NotificationListChanges = Partial<
  Record<'keyword' | 'from' | 'to' | 'unread', string | null>
>;

const calendarDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/**
 * The notifications list's state kept in the address (`keyword`, `from`, `to`, `unread=1`,
 * `page` counted from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function useNotificationListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): NotificationListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const fromDate = calendarDate(searchParams.get('from'));
    let toDate = calendarDate(searchParams.get('to'));
    // A range the server would refuse keeps its start only.
    if (fromDate && toDate && toDate < fromDate) toDate = undefined;
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: NOTIFICATION_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      keyword: searchParams.get('keyword')?.trim() || undefined,
      fromDate,
      toDate,
      unreadOnly: searchParams.get('unread') === '1' ? 'true' : undefined,
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
    (changes: NotificationListChanges, replace = false) =>
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

  const filtered = Boolean(params.keyword || params.fromDate || params.toDate || params.unreadOnly);
  return { params, filtered, setFilters, setPage };
}
