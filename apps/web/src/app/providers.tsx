import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { DeferredToaster } from '@/components/ui/toaster';
import { useAuthStore } from '@/features/auth/auth-store';
import { installSavedCartSync } from './saved-cart-sync';

/** Checks a stored token once at start-up, so a revoked or expired session ends quietly. */
function SessionRestorer() {
  useEffect(() => {
    void useAuthStore.getState().restoreSession();
  }, []);
  return null;
}

/** A signed-in shopper's cart kept on the server too, from the browser only. */
function SavedCartSync() {
  useEffect(() => installSavedCartSync(), []);
  return null;
}

/** The query client comes from the entry: filled by the server, or from its embedded state. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRestorer />
      <SavedCartSync />
      {children}
      {/* Library defaults match the spec: 4 s, at most 3 visible, 356 px wide. Loads after the first screen. */}
      {/* On phones toasts rise above the product page's sticky Add to Cart bar, so "Added to
          Cart" and its View cart never cover the bar. */}
      <DeferredToaster
        richColors
        closeButton
        mobileOffset={{ bottom: 88 }}
        toastOptions={{ className: 'font-sans' }}
      />
    </QueryClientProvider>
  );
}
