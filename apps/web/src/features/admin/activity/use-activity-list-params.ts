import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityLogListParams } from '@/api/activity-log';

export const ACTIVITY_PAGE_SIZES = [20, 50, 100];
const DEFAULT_PAGE_SIZE = ACTIVITY_PAGE_SIZES[0]!;

/** What the address may change: a value, or null to drop it. */
export type ActivityListChanges = Partial<
  Record<'actor' | 'type' | 'entity' | 'from' | 'to', string | null>
>;

const calendarDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/**
 * The activity log's state kept in the address (`actor`, `type`, `entity` (a record id), `from`,
 * `to`, `page` counted from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function useActivityListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo((): ActivityLogListParams => {
    const pageNumber = Number(searchParams.get('page'));
    const sizeNumber = Number(searchParams.get('size'));
    const type = searchParams.get('type')?.trim();
    const entity = searchParams.get('entity')?.trim();
    const fromDate = calendarDate(searchParams.get('from'));
    let toDate = calendarDate(searchParams.get('to'));
    // A range the server would refuse keeps its start only.
    if (fromDate && toDate && toDate < fromDate) toDate = undefined;
    return {
      page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0,
      size: ACTIVITY_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
      actor: searchParams.get('actor')?.trim() || undefined,
      entityType: type && /^[A-Za-z0-9_.-]{1,50}$/.test(type) ? type : undefined,
      entityId: entity && /^[1-9]\d{0,8}$/.test(entity) ? entity : undefined,
      fromDate,
      toDate,
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
    (changes: ActivityListChanges, replace = false) => update({ ...changes, page: null }, replace),
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
    params.actor || params.entityType || params.entityId || params.fromDate || params.toDate,
  );
  return { params, filtered, setFilters, setPage };
}
