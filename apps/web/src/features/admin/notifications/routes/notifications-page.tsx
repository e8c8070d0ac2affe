import type { AdminNotification } from '@attar/contracts';
import { CheckCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { errorMessage } from '@/lib/api-client';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationTable } from '../components/notification-table';
import { useNotificationListParams } from '../use-notification-list-params';

/** /admin/notifications: every notification, filtered in the address, to read, open and clear. */
export default function NotificationsPage() {
  const { params, filtered, setFilters, setPage } = useNotificationListParams();
  const list = useNotifications(params);
  const unread = useUnreadCount().data?.unreadCount;
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);

  const { mutate: mutateMarkRead } = markRead;
  const onMarkRead = useCallback(
    (notification: AdminNotification) =>
      mutateMarkRead(notification.id, {
        onError: (error) =>
          toast.error('Could not mark the notification read', {
            description: errorMessage(error, 'Please try again.'),
          }),
      }),
    [mutateMarkRead],
  );
  // Opening a notification's link is reading it; a failure here is not worth a toast.
  const onOpen = useCallback(
    (notification: AdminNotification) => {
      if (!notification.isRead) mutateMarkRead(notification.id);
    },
    [mutateMarkRead],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Notification deleted');
    } catch (error) {
      toast.error('Could not delete the notification', {
        description: errorMessage(error, 'Please try again.'),
      });
      throw error;
    }
  };

  const onMarkAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: ({ marked }) =>
        toast.success(
          marked === 1 ? '1 notification marked read' : `${marked} notifications marked read`,
        ),
      onError: (error) =>
        toast.error('Could not mark the notifications read', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  return (
    <>
      <AdminPageHeader
        title="Notifications"
        summary={adminSection('notifications').summary}
        actions={
          <>
            {unread !== undefined ? (
              <p className="self-center text-sm text-stone" aria-live="polite">
                {unread === 0 ? 'All read' : `${unread} unread`}
              </p>
            ) : null}
            <Button
              variant="outline"
              disabled={!unread || markAllRead.isPending}
              onClick={onMarkAll}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {markAllRead.isPending ? 'Marking...' : 'Mark all as read'}
            </Button>
          </>
        }
      />
      <NotificationTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        toolbar={<NotificationFilters params={params} filtered={filtered} onChange={setFilters} />}
        markingId={markRead.isPending ? (markRead.variables ?? null) : null}
        onMarkRead={onMarkRead}
        onOpen={onOpen}
        onDelete={setDeleting}
        what="The notifications"
        loadingLabel="Loading notifications..."
        filtered={filtered}
        filteredMessage="No notifications match these filters."
        emptyMessage="No notifications yet. New orders, return requests, reviews, contact messages, low stock and failed background jobs show here."
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this notification?"
        description={
          deleting ? (
            <>
              “{deleting.title}” will be removed for every admin. What it is about stays as it is.
            </>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
