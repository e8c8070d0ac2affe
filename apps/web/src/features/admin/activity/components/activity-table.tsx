import type { ActivityLogEntry } from '@attar/contracts';
import { Link } from 'react-router';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { actionLabel, entityLabel, entityPath } from '../activity-labels';
import { ACTIVITY_PAGE_SIZES } from '../use-activity-list-params';
import { ActivityChanges } from './activity-changes';

// Cells holding visually hidden text are `relative`: that text is positioned absolutely, and
// without a containing block inside the table's scroll box it would widen the page on phones.

const column = createDataTableColumns<ActivityLogEntry>();

const columns = column.columns([
  column.accessor('at', {
    header: 'When',
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatAdminDateTime(getValue()),
  }),
  column.display({
    id: 'actor',
    header: 'Admin',
    enableSorting: false,
    cell: ({ row }) => {
      const { actor } = row.original;
      if (actor.id === null && actor.email === null) {
        return <span className="text-stone">The store (automatic)</span>;
      }
      return <span className="break-all">{actor.email ?? `User #${actor.id}`}</span>;
    },
  }),
  column.display({
    id: 'record',
    header: 'Record',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => {
      const { entityType, entityId } = row.original;
      const label = `${entityLabel(entityType)} #${entityId}`;
      const path = entityPath(entityType, entityId);
      return path ? (
        <Link
          to={path}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-gold-deep"
        >
          {label}
        </Link>
      ) : (
        label
      );
    },
  }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => actionLabel(getValue()),
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'relative' },
    cell: ({ row }) => <ActivityChanges entry={row.original} />,
  }),
  column.accessor('reason', {
    header: 'Reason',
    enableSorting: false,
    meta: { className: 'relative min-w-40' },
    cell: ({ getValue }) =>
      getValue() ?? (
        <span className="text-stone">
          <span aria-hidden="true">—</span>
          <span className="sr-only">None</span>
        </span>
      ),
  }),
]);

/** The activity log a page at a time from the server, newest first; a row opens its changes. */
export function ActivityTable(list: AdminListProps<ActivityLogEntry>) {
  return (
    <AdminListTable
      {...list}
      label="Activity log"
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      pageSizeOptions={ACTIVITY_PAGE_SIZES}
    />
  );
}
