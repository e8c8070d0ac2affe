import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { useAuthStore } from '@/features/auth/auth-store';
import { createQueryClient } from '@/lib/query-client';

/** Checks a stored token once at start-up, so a revoked or expired session ends quietly. */
function SessionRestorer() {
  useEffect(() => {
    void useAuthStore.getState().restoreSession();
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRestorer />
      {children}
      {/* Library defaults match the spec: 4 s, at most 3 visible, 356 px wide. */}
      <Toaster richColors closeButton toastOptions={{ className: 'font-sans' }} />
    </QueryClientProvider>
  );
}
