import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell';
import { AppRoutes, moveLoading, preloadMatchedPages } from './app/router';
import { installSessionExpiry } from './app/session-expiry';
import { useAuthStore } from './features/auth/auth-store';
import { onNewsletterSessionRejected } from './features/newsletter/session-rejected';
import { createAppHistory, HistoryRouter } from './lib/history-router';
import { createQueryClient } from './lib/query-client';
import { QUERY_STATE_ELEMENT_ID } from './lib/server-rendering';

// A newsletter call's 401 or 403 clears the login data through the auth store, so the whole
// page learns at once (docs/product.md, "Roles and permissions"); the newsletter feature cannot
// import auth itself.
onNewsletterSessionRejected(() => useAuthStore.getState().expireSession());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

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

/*
 * Start-up runs in several tasks, not one: a slow phone spends tens of milliseconds in each of
 * evaluating the app's modules, reading the server's data and matching the route, and creating
 * the root, and done in one go they made the longest task of the page's start (bench/README.md,
 * "Lighthouse"; src/boot.ts evaluates the framework in a task before). A timer lets the browser
 * paint and answer input between them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const serverState = readServerState();
  // The server draws storefront pages (decision 0021); others arrive as an empty shell.
  const serverRendered = serverState !== null && root.hasChildNodes();
  if (serverRendered) {
    hydrate(queryClient, serverState);
    // The page's code must be there before hydrating, or React would draw the loading page
    // over the server's HTML (a page drawn here shows it while AppRoutes loads the code). A
    // chunk that fails to load reaches the routing-error screen when the page is drawn.
    await preloadMatchedPages(window.location.pathname).catch(() => {});
  }
  await nextTask();
  const history = createAppHistory();
  installSessionExpiry(history);
  const app = (
    <AppShell queryClient={queryClient}>
      <HistoryRouter history={history} pageLoading={moveLoading}>
        <AppRoutes />
      </HistoryRouter>
    </AppShell>
  );
  // Hydrating inside a transition lets React yield to the browser every few milliseconds, so a
  // slow phone stays responsive while the page comes alive instead of freezing for one long task.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
