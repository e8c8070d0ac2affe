import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import {
  Link,
  type RouteObject,
  UNSAFE_createMemoryHistory,
  useLocation,
  useRoutes,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppHistory, HistoryRouter } from '@/lib/history-router';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

/** The routes under the error screen and a Suspense boundary, as AppRoutes draws the app's. */
function BoundedRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<p>Loading page...</p>}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

function renderWithHistory(
  routes: RouteObject[],
  history: AppHistory,
  pageLoading?: (pathname: string) => Promise<void> | null,
) {
  return render(
    <HistoryRouter history={history} pageLoading={pageLoading}>
      <BoundedRoutes routes={routes} />
    </HistoryRouter>,
  );
}

const memoryHistory = (path: string) =>
  UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });

function Broken(): never {
  throw new Error('The scent list could not be read');
}

afterEach(() => vi.restoreAllMocks());

describe('the routing-error screen (docs/product.md, "Error messages")', () => {
  it('shows the router library default page with the message, and leaves it on the next move', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = memoryHistory('/broken');
    renderWithHistory(
      [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>A page that draws</p> },
      ],
      history,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'The scent list could not be read' }),
    ).toBeInTheDocument();

    act(() => history.push('/fine'));
    expect(await screen.findByText('A page that draws')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('shows it when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = lazyPage(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    renderWithHistory([{ path: '/', Component: Missing }], memoryHistory('/'));

    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Failed to fetch dynamically imported module',
      }),
    ).toBeInTheDocument();
  });
});

describe('moving to a page whose code is still loading', () => {
  it('keeps the page being left, says "Loading page...", then shows the new page', async () => {
    let arrive: () => void = () => {};
    const Slow = lazyPage(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve(() => <h1>Oud Collection</h1>);
        }),
    );
    const routes: RouteObject[] = [
      {
        Component: RootLayout,
        children: [
          { path: '/', element: <Link to="/slow">Oud</Link> },
          { path: '/slow', Component: Slow },
        ],
      },
    ];
    const history = memoryHistory('/');
    renderWithHistory(routes, history, (pathname) =>
      pathname === '/slow' && !Slow.isLoaded() ? Slow.preload() : null,
    );

    await userEvent.setup().click(screen.getByRole('link', { name: 'Oud' }));
    expect(await screen.findByText('Loading page...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oud' })).toBeInTheDocument();
    // The address changes once the page can be drawn, as under the data router.
    expect(history.location.pathname).toBe('/');

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Oud Collection' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/slow');
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });
});

describe('scroll position across moves', () => {
  it('opens a new page at its top and returns to where a page was left on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = memoryHistory('/shop');
    const routes: RouteObject[] = [
      {
        Component: RootLayout,
        children: [
          { path: '/shop', element: <p>Shop</p> },
          { path: '/product/7', element: <p>Rose Attar</p> },
        ],
      },
    ];
    renderWithHistory(routes, history);

    const scrollWindowTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollWindowTo(840);
    act(() => history.push('/product/7'));
    expect(await screen.findByText('Rose Attar')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(0);
    act(() => history.go(-1));
    expect(await screen.findByText('Shop')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
  });
});
