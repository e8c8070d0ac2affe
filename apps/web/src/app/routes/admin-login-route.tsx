import { AdminLoginPage } from '@/features/admin/login/routes/login-page';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

/**
 * /admin (the empty sub-path, docs/product.md, "Screens and routes"): the admin sign-in for a
 * visitor. A signed-in admin goes on to the dashboard (or back to the admin page they came from), a
 * customer home.
 */
export function AdminLoginRoute() {
  return (
    <RedirectIfSignedIn>
      <AdminLoginPage>
        <AdminLoginForm />
      </AdminLoginPage>
    </RedirectIfSignedIn>
  );
}
