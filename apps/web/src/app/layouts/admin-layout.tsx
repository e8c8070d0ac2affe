import { Navigate, Outlet, useLocation } from 'react-router';
import { adminSectionOfPath, canOpenSection } from '@/features/admin/admin-sections';
import { AdminNotAllowed } from '@/features/admin/components/admin-not-allowed';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { FreshCodeDialog } from '@/features/admin/components/fresh-code-dialog';
import { useAuthStore } from '@/features/auth/auth-store';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { adminSectionPath } from '@/lib/paths';
import { StaffRoleProvider } from '@/lib/staff-access';
import { useSignOut } from '../use-sign-out';
import { LoadingPage } from './loading-page';
import { useTwoFactorSetupGate } from './two-factor-setup-gate';

/**
 * Every admin page sits in this: admins only (docs/product.md, "Roles and permissions"), inside the
 * admin's frame; a section the staff member's role may not use shows "Not allowed" instead
 * (docs/permissions.md). While the store's required two-factor setup is pending, only Sign-in
 * security opens; a sensitive change asks for a fresh code in a dialog (decision 0055).
 */
export function AdminLayout() {
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  const staffRole = user?.staffRole ?? null;
  const section = adminSectionOfPath(useLocation().pathname);
  const allowed = !section || canOpenSection(staffRole, section);
  const setupGate = useTwoFactorSetupGate();
  const page =
    setupGate.required && section?.path !== 'security' ? (
      <Navigate to={adminSectionPath('security')} replace />
    ) : allowed ? (
      <Outlet context={setupGate} />
    ) : (
      <AdminNotAllowed section={section.title} />
    );
  return (
    <RequireAdmin fallback={<LoadingPage />}>
      <StaffRoleProvider value={staffRole}>
        <AdminShell
          userName={user?.fullName || user?.email || 'Admin'}
          onSignOut={signOut}
          navLocked={setupGate.required}
        >
          {page}
        </AdminShell>
        <FreshCodeDialog />
      </StaffRoleProvider>
    </RequireAdmin>
  );
}
