import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsAdmin, useAuthStore } from '../auth-store';
import { useIsPageBeingLeft } from '../hooks/use-is-page-being-left';

interface RequireAdminProps {
  children: ReactNode;
  /** Shown while a stored session is being checked with the server. */
  fallback?: ReactNode;
}

/**
 * The admin area needs a token; without one the person goes to /login and comes back after.
 * A signed-in customer is sent home (docs/product.md, "Roles and permissions"). The server enforces
 * the same rule.
 */
export function RequireAdmin({ children, fallback = null }: RequireAdminProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isRestoring = useAuthStore((state) => state.isRestoring);
  const isAdmin = useAuthStore(selectIsAdmin);
  const location = useLocation();
  const beingLeft = useIsPageBeingLeft();
  if (!isAuthenticated)
    return beingLeft ? fallback : <Navigate to="/login" replace state={{ from: location }} />;
  // The stored role is checked with the server first: a demoted admin never sees the back office.
  if (isRestoring) return fallback;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
