import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { whenIdle } from '@/lib/use-after-idle';
import { named } from '../lazy-page';
import { Navbar } from './navbar/navbar';

/**
 * The footer is below every first screen, so its code is not part of it (bench/README.md,
 * "Targets"): the server draws it, and the browser loads its code once the page is idle, leaving
 * the server's footer as it is until then (React hydrates a Suspense boundary whose code is missing
 * later).
 */
const Footer = named(() => import('./footer'), 'Footer');

function DeferredFooter() {
  if (Footer.isLoaded()) return <Footer />;
  // Its code failed to load: the page goes on without a footer rather than to the error screen.
  if (Footer.takeLoadError() !== undefined) return null;
  throw whenIdle().then(Footer.preload);
}

/**
 * Null once the code the store layout defers is loaded, else a promise of it. A move waits for
 * it too: a page drawn while the server's footer is still waiting for its code would make
 * React draw the footer anew, without its code, and so drop it for a moment.
 */
export function storeLayoutLoading(): Promise<void> | null {
  return Footer.isLoaded() ? null : Footer.preload().catch(() => {});
}

export function StoreLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-soft bg-ink px-4 py-3 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/*
        Each Suspense boundary hydrates as a unit of its own, so React can yield to the browser
        between the bar, the page and the footer instead of hydrating all in one long task.
      */}
      <Suspense>
        <Navbar />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <DeferredFooter />
      </Suspense>
    </div>
  );
}
