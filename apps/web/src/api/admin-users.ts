import type {
  AdminUpdateUser,
  AdminUser,
  AdminUsersQuery,
  CreateAdmin,
  CreatedAdmin,
  Page,
  StaffRole,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { readPage } from './read-page';
import { subscriberKeys } from './subscribers';

/*
 * The admin's users screen (docs/admin-guide.md, "Users and subscribers"): the list,
 * the edit (name, mobile, active), the deletion that erases personal data, and new admins.
 */

export type AdminUserListParams = Pick<AdminUsersQuery, 'page' | 'size'> &
  Partial<Pick<AdminUsersQuery, 'search' | 'role'>>;

/** Every account query sits under `adminUserKeys.all`, so one write refreshes them all. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: AdminUserListParams) => [...adminUserKeys.all, 'list', params] as const,
};

/** GET /api/admin/get-users (admin): accounts newest first, by email, name or mobile. */
export async function fetchAdminUsers(
  params: AdminUserListParams,
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  return readPage<AdminUser>(
    await api.get<unknown>('/admin/get-users', { query: { ...params }, signal }),
    'users',
  );
}

/**
 * PUT /api/AdminUpdateUser?userId= (admin). 409 PHONE_TAKEN, OWN_ACCOUNT_PROTECTED,
 * LAST_ACTIVE_ADMIN or ACCOUNT_ERASED; 400 VALIDATION_FAILED with `details[].path`.
 */
export function updateAdminUser({
  userId,
  input,
}: {
  userId: number;
  input: AdminUpdateUser;
}): Promise<AdminUser> {
  return api.put<AdminUser>('/AdminUpdateUser', input, { query: { userId } });
}

/** DELETE /api/users/{id} (admin): erases the account's personal data, keeps its orders. */
export function deleteUser(id: number): Promise<void> {
  return api.delete<void>(pathWith('/users/{id}', { id }));
}

/** POST /api/admin/create-admin (admin): 409 EMAIL_TAKEN when an account has the email. */
export function createAdminAccount(input: CreateAdmin): Promise<CreatedAdmin> {
  return api.post<CreatedAdmin>('/admin/create-admin', input);
}

/**
 * PUT /api/admin/users/{id}/staff-role (owners): what a staff member may do. 409
 * OWN_ACCOUNT_PROTECTED, LAST_OWNER or ACCOUNT_ERASED.
 */
export function changeStaffRole({
  userId,
  staffRole,
}: {
  userId: number;
  staffRole: StaffRole;
}): Promise<AdminUser> {
  return api.put<AdminUser>(pathWith('/admin/users/{id}/staff-role', { id: userId }), {
    staffRole,
  });
}

/**
 * POST /api/admin/users/{id}/two-factor/reset: a staff member's second factor goes and they are
 * signed out everywhere (owners; asks for a fresh code).
 */
export function resetTwoFactor(userId: number): Promise<void> {
  return api.post<void>(pathWith('/admin/users/{id}/two-factor/reset', { id: userId }));
}

export const adminUsersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUserListParams) {
  return useQuery(adminUsersQueryOptions(params));
}

/** After a write: every account list, and the subscribers (an erasure removes some). */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
    ]);
}

export function useUpdateAdminUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: updateAdminUser, onSuccess: invalidate });
}

export function useDeleteUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}

export function useChangeStaffRole() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: changeStaffRole, onSuccess: invalidate });
}

export function useResetTwoFactor() {
  return useMutation({ mutationFn: resetTwoFactor });
}

export function useCreateAdmin() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: createAdminAccount, onSuccess: invalidate });
}
