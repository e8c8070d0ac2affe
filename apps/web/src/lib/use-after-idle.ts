import { useEffect, useSyncExternalStore } from 'react';

/*
 * One app-wide "the first screen is done" signal. Code that is not needed to draw the first
 * screen (the Radix dropdowns, say) waits for it, so it loads after the page is up instead of
 * with it.
 */

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

function schedule(): void {
  if (scheduled || ready) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(markReady, { timeout: 2500 });
  else window.setTimeout(markReady, 1200);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the browser has been idle after start-up. */
export function useAfterIdle(): boolean {
  const isReady = useSyncExternalStore(subscribe, () => ready, () => false);
  useEffect(schedule, []);
  return isReady;
}
