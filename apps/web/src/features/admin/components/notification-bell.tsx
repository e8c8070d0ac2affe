import { ADMIN_NOTIFICATION_TYPE_LABELS, type AdminNotification } from '@attar/contracts';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadCount,
} from '@/api/notifications';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { adminSectionPath } from '@/lib/paths';
import { adminPathOf, formatAdminDateTime } from './admin-date-time';

/** "Notifications, 3 unread": the bell's name, which carries the count for screen readers. */
export function bellLabel(unread: number | undefined): string {
  return unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`;
}

/**
 * The header's bell: the unread count as a badge, kept current by polling (see
 * `useUnreadCount`), and a menu of the newest notifications with "Mark all as read" and a link
 * to them all. Opening one marks it read.
 */
export function NotificationBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unreadCount;
  const latest = useLatestNotifications(open);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const shown = latest.data?.content ?? [];

  const onMarkAll = () => {
    // Only what the admin could see: one that arrives meanwhile stays unread.
    const upToId = shown.length > 0 ? Math.max(...shown.map((item) => item.id)) : undefined;
    markAllRead.mutate(upToId, {
      onError: (error) =>
        toast.error('Could not mark the notifications read', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger className={cn('relative', className)} aria-label={bellLabel(unread)}>
        <Bell className="size-5" aria-hidden="true" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1 min-w-5 rounded-full bg-gold px-1 text-center text-[0.7rem] leading-5 font-semibold text-ink tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))] p-1">
        <DropdownMenuLabel className="flex items-center justify-between text-sm font-semibold text-ink">
          Notifications
          <span className="font-normal text-stone">
            {unread === undefined ? '' : unread === 0 ? 'All read' : `${unread} unread`}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <LatestList
          notifications={shown}
          state={latest.isPending ? 'loading' : latest.isError ? 'error' : 'ready'}
          onOpen={(notification) => {
            if (!notification.isRead) markRead.mutate(notification.id);
          }}
        />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!unread || markAllRead.isPending} onSelect={onMarkAll}>
          Mark all as read
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={adminSectionPath('notifications')}>View all notifications</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function LatestList({
  notifications,
  state,
  onOpen,
}: {
  notifications: AdminNotification[];
  state: 'loading' | 'error' | 'ready';
  onOpen: (notification: AdminNotification) => void;
}) {
  if (state !== 'ready' || notifications.length === 0) {
    const text =
      state === 'loading'
        ? 'Loading notifications...'
        : state === 'error'
          ? 'Notifications could not be loaded.'
          : 'No notifications yet.';
    return (
      <p role={state === 'loading' ? 'status' : undefined} className="px-3 py-3 text-sm text-stone">
        {text}
      </p>
    );
  }
  return notifications.map((notification) => {
    const path = adminPathOf(notification.link) ?? adminSectionPath('notifications');
    return (
      <DropdownMenuItem key={notification.id} asChild className="items-start py-2">
        <Link to={path} onClick={() => onOpen(notification)}>
          <span
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-2 shrink-0 rounded-full',
              notification.isRead ? 'bg-transparent' : 'bg-gold',
            )}
          />
          <span className="min-w-0">
            <span className="block text-xs text-stone">
              {ADMIN_NOTIFICATION_TYPE_LABELS[notification.type]} ·{' '}
              {formatAdminDateTime(notification.createdAt)}
            </span>
            <span className={cn('block truncate', !notification.isRead && 'font-semibold')}>
              {notification.isRead ? null : <span className="sr-only">Unread: </span>}
              {notification.title}
            </span>
          </span>
        </Link>
      </DropdownMenuItem>
    );
  });
}
