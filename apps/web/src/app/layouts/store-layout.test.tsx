import { DEFAULT_STORE_CONTACT, type StoreContact } from '@attar/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  type RouteObject,
  StaticRouter,
  UNSAFE_createMemoryHistory,
  useNavigate,
  useRoutes,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeContactKeys } from '@/api/store-contact';
import { createTestQueryClient, jsonResponse, LocationProbe, mockFetch } from '@/test/utils';
import type * as StoreLayoutModule from './store-layout';

// The footer is below every first screen, so the server draws it and the browser
// loads its code only once the page is idle. Until then the server's footer stays as drawn.

type Layout = typeof StoreLayoutModule;

let becomeIdle: (() => void) | null;

/** The layout with fresh module state: its footer's code not loaded, the page not yet idle. */
async function freshLayout(): Promise<Layout> {
  vi.resetModules();
  return import('./store-layout');
}

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Today&apos;s attars</h1>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Go elsewhere
      </button>
    </>
  );
}

function routesWith({ StoreLayout }: Layout): RouteObject[] {
  return [
    {
      Component: StoreLayout,
      children: [
        { index: true, Component: Page },
        { path: '*', Component: LocationProbe },
      ],
    },
  ];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The store contact as an admin saved it: the Facebook and Pinterest links left empty. */
const SAVED_CONTACT: StoreContact = {
  ...DEFAULT_STORE_CONTACT,
  address: 'Chowk, Lucknow, Uttar Pradesh 226003',
  phone: '+91 94150 67890',
  email: 'hello@attarhouse.example',
  hours: '',
  facebookUrl: '',
  pinterestUrl: '',
};

/** A query client holding the store contact, as the server's page data brings it. */
function clientWithContact(): QueryClient {
  const client = createTestQueryClient();
  client.setQueryData(storeContactKeys.all, SAVED_CONTACT);
  return client;
}

function withQueries(tree: ReactNode) {
  return <QueryClientProvider client={clientWithContact()}>{tree}</QueryClientProvider>;
}

/** The page at / as the server draws it: with every part's code loaded first. */
async function serverHtml(): Promise<string> {
  const layout = await freshLayout();
  await layout.storeLayoutLoading();
  return renderToString(
    withQueries(<StaticRouter location="/">{<Routes routes={routesWith(layout)} />}</StaticRouter>),
  );
}

describe('the store layout', () => {
  let root: Root | null = null;

  beforeEach(() => {
    becomeIdle = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      becomeIdle = callback;
      return 1;
    });
    mockFetch((url) =>
      url.pathname === '/api/store-contact'
        ? jsonResponse(SAVED_CONTACT)
        : new Response(JSON.stringify({ content: [] }), {
            headers: { 'Content-Type': 'application/json' },
          }),
    );
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('arrives from the server with the footer, its links and the store contact', async () => {
    const html = await serverHtml();
    expect(html).toContain('Quick Links');
    expect(html).toContain('Customer Care');
    expect(html).toContain('href="/returns"');
    // The store contact as saved under Settings; a social link left empty is not drawn.
    expect(html).toContain(SAVED_CONTACT.address);
    expect(html).toContain(SAVED_CONTACT.phone);
    expect(html).toContain(SAVED_CONTACT.email);
    expect(html).not.toContain(DEFAULT_STORE_CONTACT.phone);
    expect(html).toContain(`href="${SAVED_CONTACT.instagramUrl}"`);
    expect(html).toContain(`href="${SAVED_CONTACT.youtubeUrl}"`);
    expect(html).not.toContain('Facebook');
    expect(html).not.toContain('Pinterest');
  });

  it('keeps the server footer until the page is idle, then makes its links work', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverFooter = container.querySelector('footer');
    expect(serverFooter).not.toBeNull();

    const layout = await freshLayout();
    const { HistoryRouter } = await import('@/lib/history-router');
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    // A move to /elsewhere waits for its code, which does not come in this test.
    const pageLoading = (pathname: string) =>
      pathname === '/elsewhere' ? new Promise<void>(() => {}) : null;
    await act(async () => {
      root = hydrateRoot(
        container,
        withQueries(
          <HistoryRouter history={history} pageLoading={pageLoading}>
            <Routes routes={routesWith(layout)} />
          </HistoryRouter>,
        ),
        { onRecoverableError: recoverable },
      );
    });
    expect(becomeIdle).not.toBeNull();
    // Hydrated without the footer's code: the server's footer is the one on screen.
    expect(container.querySelector('footer')).toBe(serverFooter);

    // A move that waits for code does not disturb the footer still waiting for its own.
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(history.location.pathname).toBe('/');

    await act(async () => {
      becomeIdle?.();
      await layout.storeLayoutLoading();
    });
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(screen.getByText(SAVED_CONTACT.phone)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Track Order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/track-order');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('draws the footer once the page is idle where the browser draws the page itself', async () => {
    const layout = await freshLayout();
    const { renderInRouter } = await import('@/test/utils');
    renderInRouter(<Routes routes={routesWith(layout)} />);
    expect(await screen.findByRole('heading', { name: "Today's attars" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick Links' })).not.toBeInTheDocument();

    await act(async () => {
      becomeIdle?.();
      await layout.storeLayoutLoading();
    });
    expect(await screen.findByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    // The store contact arrives with its own request where no server data brought it.
    expect(await screen.findByText(SAVED_CONTACT.phone)).toBeInTheDocument();
    expect(screen.getByText(SAVED_CONTACT.address)).toBeInTheDocument();
    const social = within(screen.getByRole('list', { name: 'Attar House on social media' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
  });

  it('leads to the contact page when the store contact cannot be read', async () => {
    mockFetch((url) =>
      url.pathname === '/api/store-contact'
        ? new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } })
        : jsonResponse({ content: [] }),
    );
    const layout = await freshLayout();
    const { renderInRouter } = await import('@/test/utils');
    renderInRouter(<Routes routes={routesWith(layout)} />);
    await act(async () => {
      becomeIdle?.();
      await layout.storeLayoutLoading();
    });
    expect(await screen.findByRole('link', { name: 'Contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('list', { name: 'Attar House on social media' })).toBeNull();
  });
});

describe('a move to a store page', () => {
  it('waits for the code the layout defers as well as the page', async () => {
    vi.resetModules();
    const { moveLoading, preloadMatchedPages } = await import('@/app/router');
    await preloadMatchedPages('/about');
    const move = moveLoading('/about');
    expect(move).not.toBeNull(); // the page's code is there, the footer's is not yet
    await move;
    expect(moveLoading('/about')).toBeNull();
  });
});
