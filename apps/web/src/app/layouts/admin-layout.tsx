import { Outlet, useLocation } from 'react-router';
import { adminSectionOfPath, canOpenSection } from '@/features/admin/admin-sections';
import { AdminNotAllowed } from '@/features/admin/components/admin-not-allowed';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { useAuthStore } from '@/features/auth/auth-store';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { StaffRoleProvider } from '@/lib/staff-access';
import { useSignOut } from '../use-sign-out';
import { LoadingPage } from './loading-page';

/**
 * Every admin page sits in this: admins only (docs/product.md, "Roles and permissions"), inside the
 * admin's frame; a section the staff member's role may not use shows "Not allowed" instead
 * (docs/permissions.md).
 */
export function AdminLayout() {
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  const staffRole = user?.staffRole ?? null;
  const section = adminSectionOfPath(useLocation().pathname);
  const allowed = !section || canOpenSection(staffRole, section);
  return (
    <RequireAdmin fallback={<LoadingPage />}>
      <StaffRoleProvider value={staffRole}>
        <AdminShell userName={user?.fullName || user?.email || 'Admin'} onSignOut={signOut}>
          {allowed ? <Outlet /> : <AdminNotAllowed section={section.title} />}
        </AdminShell>
      </StaffRoleProvider>
    </RequireAdmin>
  );
}
