import { Outlet } from 'react-router';
import { useRouterNavigation } from '@/lib/history-router';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';

/** Wraps every route: scroll restoration and the "Loading page..." note while a page's code loads. */
export function RootLayout() {
  useScrollRestoration();
  const loading = useRouterNavigation()?.loading ?? false;
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={loading ? 'fixed inset-x-0 top-0 z-[60] flex justify-center' : 'sr-only'}
      >
        {loading ? (
          <>
            <span
              className="absolute inset-x-0 top-0 h-0.5 bg-gold motion-safe:animate-pulse"
              aria-hidden="true"
            />
            <span className="mt-3 rounded-full bg-ink px-4 py-1.5 text-xs text-ivory shadow-panel">
              Loading page...
            </span>
          </>
        ) : null}
      </div>
      <Outlet />
    </>
  );
}
