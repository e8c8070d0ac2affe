import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../auth-store';
import { useIsPageBeingLeft } from '../hooks/use-is-page-being-left';

interface RequireUserProps {
  children: ReactNode;
  /** Shown while a stored session is being checked with the server. */
  fallback: ReactNode;
}

/**
 * The account pages need a signed-in person; anyone else goes to /login and comes back after.
 * A session restored from storage is checked first, so a stale one leads straight to the
 * login page instead of flashing the account page on the way.
 */
export function RequireUser({ children, fallback }: RequireUserProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isRestoring = useAuthStore((state) => state.isRestoring);
  const location = useLocation();
  const beingLeft = useIsPageBeingLeft();
  if (!isAuthenticated)
    return beingLeft ? fallback : <Navigate to="/login" replace state={{ from: location }} />;
  if (isRestoring) return fallback;
  return children;
}
