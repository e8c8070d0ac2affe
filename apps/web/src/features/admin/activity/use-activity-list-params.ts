import type { ActivityLogListParams } from '@/api/activity-log';
import {
  calendarDate,
  type ListFilters,
  useUrlListParams,
} from '../components/use-url-list-params';

export const ACTIVITY_PAGE_SIZES = [20, 50, 100];

/** What the address may change: a value, or null to drop it. */
export type ActivityListChanges = Partial<
  Record<'actor' | 'type' | 'entity' | 'from' | 'to', string | null>
>;

function readActivityFilters(searchParams: URLSearchParams): ListFilters<ActivityLogListParams> {
  const type = searchParams.get('type')?.trim();
  const entity = searchParams.get('entity')?.trim();
  const fromDate = calendarDate(searchParams.get('from'));
  let toDate = calendarDate(searchParams.get('to'));
  // A range the server would refuse keeps its start only.
  if (fromDate && toDate && toDate < fromDate) toDate = undefined;
  return {
    actor: searchParams.get('actor')?.trim() || undefined,
    entityType: type && /^[A-Za-z0-9_.-]{1,50}$/.test(type) ? type : undefined,
    entityId: entity && /^[1-9]\d{0,8}$/.test(entity) ? entity : undefined,
    fromDate,
    toDate,
  };
}

/**
 * The activity log's state kept in the address (`actor`, `type`, `entity` (a record id), `from`,
 * `to`, `page` counted from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function useActivityListParams() {
  return useUrlListParams<ActivityLogListParams, ActivityListChanges>({
    pageSizes: ACTIVITY_PAGE_SIZES,
    read: readActivityFilters,
  });
}
