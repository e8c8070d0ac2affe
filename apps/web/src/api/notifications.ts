import type {
  AdminNotification,
  MarkAllReadResult,
  NotificationSearchParams,
  Page,
  UnreadCount,
} from '@attar/contracts';
import { NOTIFICATION_BELL_SIZE } from '@attar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { readPage } from './read-page';

/*
 * Admin notifications (docs/product.md, "Server calls" "Notifications"): the header bell and
 * /admin/notifications read and clear them through these calls and keys. The inbox is shared by
 * every admin.
 */

/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_INTERVAL_MS = 30_000;

export type NotificationListParams = Omit<NotificationSearchParams, 'page' | 'size'> & {
  page: number;
  size: number;
};

/** Every notification query sits under `notificationKeys.all`, so one write refreshes them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.all, 'list', params] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** GET /api/notifications/search (admin): newest first, by keyword, day range and read state. */
export async function fetchNotifications(
  params: NotificationListParams,
  signal?: AbortSignal,
): Promise<Page<AdminNotification>> {
  return readPage<AdminNotification>(
    await api.get<unknown>('/notifications/search', { query: { ...params }, signal }),
    'notifications',
  );
}

/** GET /api/notifications/unread-count (admin). */
export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread-count', { signal });
}

/** PUT /api/notifications/{id}/mark-as-read (admin). */
export function markNotificationRead(id: number): Promise<AdminNotification> {
  return api.put<AdminNotification>(pathWith('/notifications/{id}/mark-as-read', { id }));
}

/** PUT /api/notifications/mark-all-read (admin): those up to `upToId`, the newest one shown. */
export function markAllNotificationsRead(upToId?: number): Promise<MarkAllReadResult> {
  return api.put<MarkAllReadResult>('/notifications/mark-all-read', undefined, {
    query: { upToId },
  });
}

/** DELETE /api/notifications/{id} (admin). */
export function deleteNotification(id: number): Promise<void> {
  return api.delete<void>(pathWith('/notifications/{id}', { id }));
}

export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The bell's menu: the newest few, fetched when it opens. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => fetchNotifications({ page: 0, size: NOTIFICATION_BELL_SIZE }, signal),
    enabled,
    staleTime: 0,
  });
}

/**
 * The unread count, polled every 30 seconds while the tab is visible (TanStack Query stops
 * polling in a hidden tab) and asked again when the admin comes back to it. When the count
 * grows, the lists are refreshed too, so a new notification shows without a reload.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount());
      const next = await fetchUnreadCount(signal);
      if (previous && next.unreadCount > previous.unreadCount) {
        void queryClient.invalidateQueries({
          queryKey: notificationKeys.all,
          predicate: (query) => query.queryKey[1] !== 'unread-count',
        });
      }
      return next;
    },
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** After a write: every notification query, the unread count included. */
function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: invalidate });
}

export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (upToId?: number) => markAllNotificationsRead(upToId),
    onSuccess: invalidate,
  });
}

export function useDeleteNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: deleteNotification, onSuccess: invalidate });
}
