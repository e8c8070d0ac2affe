import { type AdminUser, ROLES, type Role } from '@attar/contracts';
import { useCallback, useState } from 'react';
import { useAdminUsers } from '@/api/admin-users';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { useCan } from '@/lib/staff-access';
import { safeGet, STORAGE_KEYS } from '@/lib/storage-keys';
import { useListParams } from '../use-list-params';
import { ROLE_LABELS } from '../user-labels';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { StaffRoleDialog } from './staff-role-dialog';
import { UserTable } from './user-table';

const ROLE_FILTER = ['role'] as const;
const roleOf = (value: string): Role | undefined => ROLES.find((role) => role === value);

/**
 * The signed-in admin's id, as the sign-in stored it (docs/product.md, "Roles and permissions").
 */
function storedUserId(): number | null {
  const id = Number(safeGet(STORAGE_KEYS.userId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The "Customers & admins" tab: every account, searchable, edited and deleted in dialogs. */
export function UsersPanel() {
  const { search, page, size, filters, setSearch, setFilter, setPage } = useListParams(
    '',
    ROLE_FILTER,
  );
  const role = roleOf(filters.role);
  const list = useAdminUsers({ page, size, search: search || undefined, role });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const onEdit = useCallback((user: AdminUser) => setEditing(user), []);
  const onDelete = useCallback((user: AdminUser) => setDeleting(user), []);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const onChangeRole = useCallback((user: AdminUser) => setChangingRole(user), []);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const onResetTwoFactor = useCallback((user: AdminUser) => setResetting(user), []);
  const [selfId] = useState(storedUserId);
  // Customers' accounts are customers.manage's; staff accounts, staff.manage's.
  const managesCustomers = useCan('customers.manage');
  const managesStaff = useCan('staff.manage');
  const mayChange = useCallback(
    (user: AdminUser) => (user.role === 'ADMIN' ? managesStaff : managesCustomers),
    [managesCustomers, managesStaff],
  );

  return (
    <>
      <UserTable
        list={list}
        page={page}
        size={size}
        onPageChange={setPage}
        onEdit={onEdit}
        onDelete={onDelete}
        onChangeRole={managesStaff ? onChangeRole : undefined}
        onResetTwoFactor={managesStaff ? onResetTwoFactor : undefined}
        mayChange={mayChange}
        selfId={selfId}
        toolbar={
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
            <AdminSearchField
              label="Search accounts"
              placeholder="Email, name or mobile"
              className="sm:w-80"
              search={search}
              onSearch={setSearch}
            />
            <Field id="users-role-filter" label="Role" className="sm:w-44">
              {(control) => (
                <Select
                  {...control}
                  className="w-full"
                  value={role ?? ''}
                  onChange={(event) => setFilter('role', event.target.value)}
                >
                  <option value="">All roles</option>
                  {ROLES.map((value) => (
                    <option key={value} value={value}>
                      {ROLE_LABELS[value]}s
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        }
        what="The accounts"
        filtered={Boolean(search || role)}
        filteredMessage="No account matches this search."
        emptyMessage="No accounts yet."
      />
      {editing ? (
        <EditUserDialog
          key={editing.id}
          user={editing}
          isSelf={editing.id === selfId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {changingRole ? (
        <StaffRoleDialog
          key={changingRole.id}
          user={changingRole}
          onClose={() => setChangingRole(null)}
        />
      ) : null}
      {resetting ? (
        <ResetTwoFactorDialog
          key={resetting.id}
          user={resetting}
          onClose={() => setResetting(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </>
  );
}
