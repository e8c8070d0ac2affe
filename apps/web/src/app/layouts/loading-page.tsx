import { cn } from '@/lib/cn';

function LoadingMark({ className }: { className: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 bg-ivory text-center',
        className,
      )}
      role="status"
    >
      <p className="font-display text-3xl font-semibold tracking-[0.04em] text-ink">Attar House</p>
      <div className="h-px w-16 overflow-hidden bg-rule" aria-hidden="true">
        <div className="h-px w-1/2 bg-gold motion-safe:animate-[loading-slide_1.2s_ease-in-out_infinite]" />
      </div>
      <p className="text-sm text-stone">Loading page...</p>
    </div>
  );
}

/** Shown while a page's code loads on first visit (AppRoutes' Suspense fallback). */
export function LoadingPage() {
  return <LoadingMark className="min-h-dvh" />;
}

/** The same note inside the store's frame, e.g. while a guarded page checks the session. */
export function LoadingSection() {
  return <LoadingMark className="min-h-[50dvh] py-16" />;
}
