import { STAFF_ROLE_LABELS, type AdminUser } from '@attar/contracts';
import { KeyRound, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatDate } from '@/lib/format-date';
import { LIST_PAGE_SIZES } from '../use-list-params';
import { ROLE_LABELS, ROLE_TONES, STATUS_LABELS, STATUS_TONES } from '../user-labels';

interface UserTableProps extends AdminListProps<AdminUser> {
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Opens the role of a staff account; rows get the button only when it is given. */
  onChangeRole?: (user: AdminUser) => void;
  /** Asks to reset a staff account's two-factor sign-in; as `onChangeRole`, for owners. */
  onResetTwoFactor?: (user: AdminUser) => void;
  /** Whether the signed-in staff member may edit and delete this account (docs/permissions.md). */
  mayChange: (user: AdminUser) => boolean;
  /** The signed-in admin's id: their own row says "You" and cannot be deleted. */
  selfId: number | null;
}

const column = createDataTableColumns<AdminUser>();

// Cells holding visually hidden text are `relative`, as in the products table: the hidden
// text is positioned absolutely and would otherwise widen the page on phones.

/** Accounts a page at a time from the server, with their role and status. */
export function UserTable({
  onEdit,
  onDelete,
  onChangeRole,
  onResetTwoFactor,
  mayChange,
  selfId,
  ...list
}: UserTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('fullName', {
          header: 'Name',
          enableHiding: false,
          enableSorting: false,
          cell: ({ row }) => (
            <div className="min-w-44">
              <p className="font-medium">
                {row.original.fullName || '—'}
                {row.original.id === selfId ? (
                  <span className="ml-2 text-xs font-normal text-stone">(you)</span>
                ) : null}
              </p>
              <p className="text-xs break-all text-stone">{row.original.email}</p>
            </div>
          ),
        }),
        column.accessor('mobile', {
          header: 'Mobile',
          enableSorting: false,
          meta: { className: 'relative whitespace-nowrap' },
          cell: ({ row }) =>
            row.original.mobile ? (
              <span>
                {row.original.mobile}
                {row.original.phoneVerified ? null : (
                  <span className="block text-xs text-stone">Not verified</span>
                )}
              </span>
            ) : (
              <span className="text-stone">
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </span>
            ),
        }),
        column.accessor('role', {
          header: 'Role',
          enableSorting: false,
          cell: ({ row, getValue }) => (
            <span className="inline-flex flex-col items-start gap-0.5">
              <Badge tone={ROLE_TONES[getValue()]}>{ROLE_LABELS[getValue()]}</Badge>
              {row.original.staffRole ? (
                <span className="text-xs whitespace-nowrap text-stone">
                  {STAFF_ROLE_LABELS[row.original.staffRole].title}
                </span>
              ) : null}
            </span>
          ),
        }),
        column.accessor('status', {
          header: 'Status',
          enableSorting: false,
          cell: ({ getValue }) => (
            <Badge tone={STATUS_TONES[getValue()]}>{STATUS_LABELS[getValue()]}</Badge>
          ),
        }),
        column.accessor('orderCount', {
          header: 'Orders',
          enableSorting: false,
          meta: { align: 'end' },
        }),
        column.accessor('createdAt', {
          header: 'Joined',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) => formatDate(getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableHiding: false,
          meta: { align: 'end', className: 'relative w-px whitespace-nowrap', label: 'Actions' },
          cell: ({ row }) => {
            const user = row.original;
            // An erased account has nothing left to edit or delete.
            if (user.status === 'ERASED' || !mayChange(user)) {
              return <span className="sr-only">No actions</span>;
            }
            const name = user.fullName || user.email;
            return (
              <div className="-my-1 flex justify-end gap-1">
                {onChangeRole && user.staffRole && user.id !== selfId ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Change ${name}'s role`}
                    title="Change role"
                    onClick={() => onChangeRole(user)}
                  >
                    <ShieldCheck className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
                {onResetTwoFactor && user.staffRole && user.id !== selfId ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Reset ${name}'s two-factor sign-in`}
                    title="Reset two-factor sign-in"
                    onClick={() => onResetTwoFactor(user)}
                  >
                    <KeyRound className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${name}`}
                  title="Edit"
                  onClick={() => onEdit(user)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                {user.id === selfId ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${name}`}
                    title="Delete"
                    className="text-danger hover:bg-danger/10"
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            );
          },
        }),
      ]),
    [onEdit, onDelete, onChangeRole, onResetTwoFactor, mayChange, selfId],
  );

  return (
    <AdminListTable
      {...list}
      label="Customers and admins"
      columns={columns}
      getRowId={(user) => String(user.id)}
      pageSizeOptions={LIST_PAGE_SIZES}
    />
  );
}
