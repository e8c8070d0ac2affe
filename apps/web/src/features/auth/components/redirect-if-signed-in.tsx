import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homePathFor, useAuthStore } from '../auth-store';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * The navigation state that carries where a visitor was going between /login and /register
 * (empty when there is none), so whichever page signs them in sends them on.
 */
export function fromState(state: unknown): FromState {
  const from = (state as FromState | null)?.from;
  return from ? { from } : {};
}

/** The sign-in pages themselves, never a place to be sent back to. */
function isSignInPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return bare === '/login' || bare === '/register' || bare === '/admin';
}

/**
 * /login, /register and /admin send a signed-in person on: back where they came from, or home
 * (the admin dashboard for an admin, docs/product.md, "Roles and permissions").
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const role = useAuthStore((state) => state.user?.role);
  const location = useLocation();
  if (!isAuthenticated) return children;

  const from = (location.state as FromState | null)?.from;
  // The hash too: /returns#requests comes back to its My Returns tab.
  const fromPath = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  const home = homePathFor(role);
  // An admin only returns to an admin page; a customer never lands on one.
  const target =
    fromPath && (role === 'ADMIN') === fromPath.startsWith('/admin') && !isSignInPage(fromPath)
      ? fromPath
      : home;
  return <Navigate to={target} replace />;
}
