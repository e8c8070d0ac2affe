import { ADMIN_NOTIFICATION_TYPE_LABELS, type AdminNotification } from '@attar/contracts';
import { Check, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { adminPathOf, formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { cn } from '@/lib/cn';
import { NOTIFICATION_PAGE_SIZES } from '../use-notification-list-params';

interface NotificationTableProps extends AdminListProps<AdminNotification> {
  /** The notification being marked read, whose button waits. */
  markingId: number | null;
  onMarkRead: (notification: AdminNotification) => void;
  /** Opening its link marks an unread notification read. */
  onOpen: (notification: AdminNotification) => void;
  onDelete: (notification: AdminNotification) => void;
}

const column = createDataTableColumns<AdminNotification>();

/** The notifications a page at a time, newest first; unread ones say so in words and weight. */
export function NotificationTable({
  markingId,
  onMarkRead,
  onOpen,
  onDelete,
  ...list
}: NotificationTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('isRead', {
          header: 'Status',
          enableSorting: false,
          enableHiding: false,
          meta: { className: 'w-24' },
          cell: ({ getValue }) =>
            getValue() ? <Badge>Read</Badge> : <Badge tone="gold">Unread</Badge>,
        }),
        column.display({
          id: 'notification',
          header: 'Notification',
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => <NotificationSummary notification={row.original} onOpen={onOpen} />,
        }),
        column.accessor('createdAt', {
          header: 'Received',
          enableSorting: false,
          enableHiding: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) => formatAdminDateTime(getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableSorting: false,
          enableHiding: false,
          meta: { align: 'end', className: 'relative whitespace-nowrap' },
          cell: ({ row }) => {
            const notification = row.original;
            return (
              <div className="flex justify-end gap-1">
                {notification.isRead ? null : (
                  <Button
                    variant="ghost"
                    className="px-3"
                    disabled={markingId === notification.id}
                    aria-label={`Mark as read: ${notification.title}`}
                    onClick={() => onMarkRead(notification)}
                  >
                    <Check className="size-4" aria-hidden="true" />
                    <span className="hidden lg:inline">Mark as read</span>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete: ${notification.title}`}
                  onClick={() => onDelete(notification)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            );
          },
        }),
      ]),
    [markingId, onMarkRead, onOpen, onDelete],
  );

  return (
    <AdminListTable
      {...list}
      label="Notifications"
      columns={columns}
      getRowId={(notification) => String(notification.id)}
      pageSizeOptions={NOTIFICATION_PAGE_SIZES}
      enableColumnVisibility={false}
    />
  );
}

/** The kind, the title (a link to what it is about) and the message of one notification. */
function NotificationSummary({
  notification,
  onOpen,
}: {
  notification: AdminNotification;
  onOpen: (notification: AdminNotification) => void;
}) {
  const path = adminPathOf(notification.link);
  const titleClass = cn(!notification.isRead && 'font-semibold');
  return (
    <div className="min-w-56 py-1">
      <p className="text-xs font-medium tracking-wide text-stone uppercase">
        {ADMIN_NOTIFICATION_TYPE_LABELS[notification.type]}
      </p>
      {path ? (
        <Link
          to={path}
          onClick={() => onOpen(notification)}
          className={cn(
            'inline-flex min-h-11 items-center underline underline-offset-4 hover:text-gold-deep',
            titleClass,
          )}
        >
          {notification.title}
        </Link>
      ) : (
        <p className={cn('py-1', titleClass)}>{notification.title}</p>
      )}
      <p className="max-w-prose text-stone">{notification.message}</p>
    </div>
  );
}
