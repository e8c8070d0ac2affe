import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'attar-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be full or blocked; the next visit then starts at the top.
  }
}

function scrollToHashTarget(location: Location): boolean {
  if (!location.hash) return false;
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Where a page's position is kept. A page the browser loaded as a new document (a typed address,
 * a link from a mail, a reload) has no history entry of the router's, so its key is "default" for
 * every such page: keyed by that alone, a page opened from a mail would scroll to where another
 * page was left. Those positions are kept per address instead, so a reload still comes back.
 */
function positionKey(location: Location): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}`
    : location.key;
}

/**
 * What a shopper expects of the scroll bar across pages: a new page opens at its top (or at its
 * #anchor), and Back or Forward returns to where that page was left, also after a reload.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current;
    window.history.scrollRestoration = 'manual';
    // Recorded as it happens: by the time the next page is drawn, this one's position is gone.
    const record = () => {
      if (shownKey.current !== null) saved[shownKey.current] = window.scrollY;
    };
    const persist = () => writePositions(saved);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      persist();
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const firstPage = shownKey.current === null;
    shownKey.current = positionKey(location);
    positions.current ??= readPositions();
    const saved = positions.current[shownKey.current];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHashTarget(location) || firstPage) return;
    window.scrollTo(0, 0);
    // Keyed on the location's key alone: a page's own re-renders must not move the scroll bar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
