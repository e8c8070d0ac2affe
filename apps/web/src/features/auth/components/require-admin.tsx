import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsAdmin, useAuthStore } from '../auth-store';

/**
 * The admin area needs a token; without one the person goes to /login and comes back after.
 * A signed-in customer is sent home (spec section 6). The server enforces the same rule.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isAdmin = useAuthStore(selectIsAdmin);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
