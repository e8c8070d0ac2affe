import { AdminLoginPage } from '@/features/admin/routes/admin-login-page';
import { selectIsAdmin, useAuthStore } from '@/features/auth/auth-store';

export function AdminLoginRoute() {
  const isAdmin = useAuthStore(selectIsAdmin);
  return <AdminLoginPage isAdmin={isAdmin} />;
}
