import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type ReturnsTab = 'policy' | 'requests';

/** The address of the My Returns tab (docs/product.md, "Screens and routes"): /returns#requests. */
export const REQUESTS_HASH = '#requests';

/**
 * The centre's open tab lives in the URL hash, so a link (or the way back from /login) can
 * open My Returns, and switching tabs keeps the hash in step without adding history entries.
 */
export function useReturnsTab(): [ReturnsTab, (tab: ReturnsTab) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const tab: ReturnsTab = hash === REQUESTS_HASH ? 'requests' : 'policy';
  const setTab = useCallback(
    (next: ReturnsTab) =>
      void navigate(
        { pathname, search, hash: next === 'requests' ? REQUESTS_HASH : '' },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, pathname, search],
  );
  return [tab, setTab];
}
