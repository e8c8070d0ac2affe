import { useSyncExternalStore } from 'react';

// Below Tailwind's `md`, where the admin's sidebar turns into a drawer too.
const QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * True on a phone-wide screen. The zone list draws either its table or its cards, not both hidden
 * by CSS, so that each button exists once for assistive technology and for focus after a move.
 */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
