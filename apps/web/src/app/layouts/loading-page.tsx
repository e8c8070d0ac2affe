/** Shown while a page's code loads on first visit (the router's HydrateFallback). */
export function LoadingPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-ivory text-center" role="status">
      <p className="font-display text-3xl font-semibold tracking-[0.04em] text-ink">Attar House</p>
      <div className="h-px w-16 overflow-hidden bg-rule" aria-hidden="true">
        <div className="h-px w-1/2 bg-gold motion-safe:animate-[loading-slide_1.2s_ease-in-out_infinite]" />
      </div>
      <p className="text-sm text-stone">Loading page...</p>
    </div>
  );
}
