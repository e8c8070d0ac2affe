import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin: the back office's sign-in screen. The form itself (`children`) is the auth feature's;
 * the app puts the two together (features do not import each other).
 */
export function AdminLoginPage({ children }: { children: ReactNode }) {
  useDocumentTitle('Admin sign-in');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="text-center">
          <span className="font-display text-2xl font-semibold tracking-[0.04em]">Attar House</span>{' '}
          <span className="text-xs font-medium tracking-[0.2em] text-gold-deep uppercase">
            Admin
          </span>
        </p>
        <section
          aria-labelledby="admin-login-title"
          className="mt-6 rounded-card border border-rule bg-paper p-6"
        >
          <h1 id="admin-login-title" className="font-sans text-xl font-semibold tracking-tight">
            Admin sign-in
          </h1>
          <p className="mt-1 text-sm text-stone">
            For the store’s administrators. Shoppers sign in on the{' '}
            <Link to="/login" className="font-medium text-gold-deep underline underline-offset-4">
              store’s login page
            </Link>
            .
          </p>
          <div className="mt-5">{children}</div>
        </section>
        <p className="mt-4 text-center text-sm">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center text-stone underline-offset-4 hover:text-ink hover:underline"
          >
            Back to the store
          </Link>
        </p>
      </div>
    </main>
  );
}
