import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { useAuthStore } from '@/features/auth/auth-store';
import { onNewsletterSessionRejected } from '@/features/newsletter/session-rejected';
import { createQueryClient } from '@/lib/query-client';
import { QUERY_STATE_ELEMENT_ID } from '@/lib/server-rendering';
import { AppShell } from './app-shell';
import { createAppRouter, loadMatchedRoutes } from './router';
import { installSessionExpiry } from './session-expiry';

/** The data the server drew the page with, so the page hydrates without asking for it again. */
function readServerState(): DehydratedState | null {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/** Starts the app in #root: hydrates a page the server drew, or draws the shell's page. */
export async function startApp(root: HTMLElement) {
  // A newsletter call's 401 or 403 clears the login data through the auth store, so the whole
  // page learns at once (spec section 6); the newsletter feature cannot import auth itself.
  onNewsletterSessionRejected(() => useAuthStore.getState().expireSession());
  const queryClient = createQueryClient();
  const serverState = readServerState();
  // The server draws storefront pages (issue 13); others arrive as an empty shell.
  const serverRendered = serverState !== null && root.hasChildNodes();
  if (serverRendered) {
    hydrate(queryClient, serverState);
    await loadMatchedRoutes(window.location.pathname);
  }
  const router = createAppRouter();
  installSessionExpiry(router);
  const app = (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
  if (serverRendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
