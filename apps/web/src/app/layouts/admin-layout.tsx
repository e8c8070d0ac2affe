import { Outlet } from 'react-router';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { useAuthStore } from '@/features/auth/auth-store';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { useSignOut } from '../use-sign-out';
import { LoadingPage } from './loading-page';

/**
 * Every admin page sits in this: admins only (docs/product.md, "Roles and permissions"), inside the
 * admin's frame.
 */
export function AdminLayout() {
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  return (
    <RequireAdmin fallback={<LoadingPage />}>
      <AdminShell userName={user?.fullName || user?.email || 'Admin'} onSignOut={signOut}>
        <Outlet />
      </AdminShell>
    </RequireAdmin>
  );
}
