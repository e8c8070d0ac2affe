import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import {
  type InitialEntry,
  type RouteObject,
  UNSAFE_createMemoryHistory,
  useLocation,
  useRoutes,
} from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { StaffRole } from '@attar/contracts';
import { HistoryRouter } from '@/lib/history-router';
import { StaffRoleProvider } from '@/lib/staff-access';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ status, error: 'Error', code, message, requestId: 'test' }, status);
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch; the handler sees each call's URL (against a test origin) and init. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(new URL(String(input), 'http://store.test'), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Shows where the router is, so tests can assert navigation the way a person would see it. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface RenderRouteOptions {
  routes: RouteObject[];
  /** Paths, or locations with navigation state (e.g. where a guard came from). */
  initialEntries?: InitialEntry[];
  /** The back office's staff role, as its layout gives it: an owner, who sees everything. */
  staffRole?: StaffRole | null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `tree` under the router the app uses, on a memory history starting at `initialEntries`. */
export function renderInRouter(
  tree: ReactNode,
  initialEntries: InitialEntry[] = ['/'],
  { staffRole = 'OWNER' }: { staffRole?: StaffRole | null } = {},
) {
  const queryClient = createTestQueryClient();
  const history = UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <StaffRoleProvider value={staffRole}>
        <HistoryRouter history={history}>{tree}</HistoryRouter>
      </StaffRoleProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, history, queryClient };
}

/** Renders a route table of the test's own (the app's whole table is AppRoutes, with renderInRouter). */
export function renderRoutes({ routes, initialEntries = ['/'], staffRole }: RenderRouteOptions) {
  return renderInRouter(
    <Suspense>
      <Routes routes={routes} />
    </Suspense>,
    initialEntries,
    { staffRole },
  );
}

/** Renders one element at `path`, with a catch-all route that only shows the location. */
export function renderAt(element: ReactNode, path = '/') {
  return renderRoutes({
    routes: [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}
