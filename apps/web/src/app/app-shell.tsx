import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from './providers';
import { SplashScreen } from './splash/splash-screen';

/**
 * Everything around the router, the same in the browser and on the server, so that a page drawn
 * on the server hydrates into exactly this tree.
 */
export function AppShell({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      {/* Beside the app, not around it: the app renders and loads its data underneath. */}
      <SplashScreen />
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}
