import { BACK_IN_STOCK_MESSAGES, type BackInStockResult } from '@attar/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes, routes, serverRenderedPaths } from '@/app/router';
import { errorResponse, jsonResponse, mockFetch, renderInRouter, renderRoutes } from '@/test/utils';
import BackInStockConfirmPage from './confirm-page';

// The page a visitor's "Notify me" mail links to: it sends the link's token once and says
// whether they are on the list.

const TOKEN = 'mQ3v_T9xk2LpA7Rw-Ze4Nc8Yb';

const CONFIRMED: BackInStockResult = {
  status: 'SUBSCRIBED',
  email: 'asha@example.in',
  productId: 3,
  productName: 'Taif Rose Attar',
  sku: 'ROSE-24',
  size: '24 ml',
  message: BACK_IN_STOCK_MESSAGES.subscribed('asha@example.in'),
};

/** The page at `entry`, and every POST made. */
function renderConfirm(entry: string, answer: () => Response = () => jsonResponse(CONFIRMED)) {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== '/api/back-in-stock/confirm') return errorResponse(404, 'NOT_FOUND', '?');
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  const utils = renderRoutes({
    routes: [
      {
        path: '/back-in-stock/confirm',
        element: <BackInStockConfirmPage />,
      },
    ],
    initialEntries: [entry],
  });
  return { ...utils, bodies, fetchMock };
}

describe('/back-in-stock/confirm', () => {
  // As the app renders (app-shell.tsx): development runs each effect twice on mount.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('confirms the token once, then says so with the server’s sentence and a way back to the size', async () => {
    const { bodies, fetchMock } = renderConfirm(`/back-in-stock/confirm?token=${TOKEN}`);

    expect(screen.getByRole('status')).toHaveTextContent('Confirming…');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the list" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED.message);
    expect(screen.getByRole('link', { name: 'Back to Taif Rose Attar' })).toHaveAttribute(
      'href',
      '/product/3?sku=ROSE-24',
    );
    expect(bodies).toEqual([{ token: TOKEN }]);
    // Sent without the stored session: the token alone decides.
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Back-in-stock alert | Attar House'));
  });

  it('says the link no longer works when it expired or was used (404)', async () => {
    const { bodies } = renderConfirm(`/back-in-stock/confirm?token=${TOKEN}`, () =>
      errorResponse(404, 'NOT_FOUND', 'No such confirmation link'),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BACK_IN_STOCK_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(bodies).toHaveLength(1);
  });

  it('says so at once, with no call, when the link has no token or a malformed one', () => {
    for (const entry of ['/back-in-stock/confirm', '/back-in-stock/confirm?token=short']) {
      const { fetchMock, unmount } = renderConfirm(entry);
      expect(
        screen.getByRole('heading', { level: 1, name: 'This link no longer works' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(BACK_IN_STOCK_MESSAGES.linkInvalid);
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('offers another try when the server could not answer, rather than calling the link dead', async () => {
    let calls = 0;
    const { bodies } = renderConfirm(`/back-in-stock/confirm?token=${TOKEN}`, () => {
      calls += 1;
      return calls === 1
        ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is busy. Please try again.')
        : jsonResponse(CONFIRMED);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store is busy. Please try again.',
    );
    expect(screen.queryByText('This link no longer works')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the list" }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });
});

describe('the confirmation page in the app', () => {
  it('is a storefront page drawn in the browser, beside the other store pages', () => {
    const depth = (path: string) => matchRoutes(routes, path)?.length;
    expect(depth('/back-in-stock/confirm')).toBe(depth('/cart'));
    const page = matchRoutes(routes, '/back-in-stock/confirm')!.at(-1)!.route;
    expect(page.path).toBe('/back-in-stock/confirm');
    expect(serverRenderedPaths()).not.toContain('/back-in-stock/confirm');
  });

  it('opens from the mail inside the store’s layout, not as a page not found', async () => {
    mockFetch((url) =>
      url.pathname === '/api/back-in-stock/confirm' ? jsonResponse(CONFIRMED) : jsonResponse([]),
    );
    renderInRouter(<AppRoutes />, [`/back-in-stock/confirm?token=${TOKEN}`]);

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the list" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Attar House' }),
    ).toHaveAttribute('href', '/');
  });
});
