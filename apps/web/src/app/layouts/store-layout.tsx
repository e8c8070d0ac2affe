import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';

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
        <Footer />
      </Suspense>
    </div>
  );
}
