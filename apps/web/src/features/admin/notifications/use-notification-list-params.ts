import type { NotificationListParams } from '@/api/notifications';
import {
  calendarDate,
  type ListFilters,
  useUrlListParams,
} from '../components/use-url-list-params';

export const NOTIFICATION_PAGE_SIZES = [10, 20, 50, 100];

/** What the address may change: a value, or null to drop it. */
export type NotificationListChanges = Partial<
  Record<'keyword' | 'from' | 'to' | 'unread', string | null>
>;

function readNotificationFilters(
  searchParams: URLSearchParams,
): ListFilters<NotificationListParams> {
  const fromDate = calendarDate(searchParams.get('from'));
  let toDate = calendarDate(searchParams.get('to'));
  // A range the server would refuse keeps its start only.
  if (fromDate && toDate && toDate < fromDate) toDate = undefined;
  return {
    keyword: searchParams.get('keyword')?.trim() || undefined,
    fromDate,
    toDate,
    unreadOnly: searchParams.get('unread') === '1' ? 'true' : undefined,
  };
}

/**
 * The notifications list's state kept in the address (`keyword`, `from`, `to`, `unread=1`,
 * `page` counted from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function useNotificationListParams() {
  return useUrlListParams<NotificationListParams, NotificationListChanges>({
    pageSizes: NOTIFICATION_PAGE_SIZES,
    read: readNotificationFilters,
  });
}
