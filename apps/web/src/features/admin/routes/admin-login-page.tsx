import { Link, Navigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { useEffect } from 'react';

interface AdminLoginPageProps {
  isAdmin: boolean;
}

/** /admin: the admin sign-in screen is a later release; admins sign in on the store's login page. */
export function AdminLoginPage({ isAdmin }: AdminLoginPageProps) {
  useEffect(() => {
    document.title = 'Admin Sign-In | Attar House Admin';
  }, []);
  if (isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return (
    <Container className="flex min-h-dvh flex-col items-center justify-center text-center">
      <p className="text-eyebrow font-medium text-gold-deep uppercase">Attar House Admin</p>
      <h1 className="mt-3 text-4xl">Admin Sign-In</h1>
      <p className="mt-4 max-w-md text-stone">This page is not available yet.</p>
      <p className="mt-2 max-w-md text-sm text-stone">
        Administrators can sign in on the{' '}
        <Link to="/login" className="font-medium text-gold-deep underline underline-offset-4">
          store login page
        </Link>
        .
      </p>
    </Container>
  );
}
