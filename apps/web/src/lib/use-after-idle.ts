import { startTransition, useEffect, useState } from 'react';

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
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(markReady, { timeout: 2500 });
  else window.setTimeout(markReady, 1200);
}

let idle: Promise<void> | null = null;

/** Settles once the browser has been idle after start-up: when useAfterIdle turns true. */
export function whenIdle(): Promise<void> {
  idle ??= ready
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        listeners.add(resolve);
        schedule();
      });
  return idle;
}

/**
 * True once the browser has been idle after start-up. It is false in the first render, on the
 * server as in the browser, so hydration matches; the change to true is a transition: what it
 * brings in (deferred sections, carousels) renders in slices between which the browser can
 * answer a tap, instead of in one long task right when the page went quiet.
 */
export function useAfterIdle(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const becomeReady = () => startTransition(() => setReady(true));
    if (ready) {
      becomeReady();
      return;
    }
    listeners.add(becomeReady);
    schedule();
    return () => {
      listeners.delete(becomeReady);
    };
  }, []);
  return isReady;
}
