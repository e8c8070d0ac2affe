import { MARKETING_MESSAGES } from '@attar/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes, routes, serverRenderedPaths } from '@/app/router';
import { errorResponse, jsonResponse, mockFetch, renderInRouter, renderRoutes } from '@/test/utils';
import UnsubscribePage from './unsubscribe-page';

// Where a cart reminder's unsubscribe link leads: one click, signed in or not.

const TOKEN = `42.${'a'.repeat(43)}`;
const DONE = { message: MARKETING_MESSAGES.unsubscribed };

function renderUnsubscribe(entry: string, answer: () => Response = () => jsonResponse(DONE)) {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== '/api/account/marketing/unsubscribe')
      return errorResponse(404, 'NOT_FOUND', '?');
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  const utils = renderRoutes({
    routes: [{ path: '/unsubscribe', element: <UnsubscribePage /> }],
    initialEntries: [entry],
  });
  return { ...utils, bodies, fetchMock };
}

describe('/unsubscribe', () => {
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('sends the token once, without the session, and says the emails stop', async () => {
    const { bodies, fetchMock } = renderUnsubscribe(`/unsubscribe?token=${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing…');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MARKETING_MESSAGES.unsubscribed);
    expect(bodies).toEqual([{ token: TOKEN }]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('says the link does not work when the server knows no such account (404)', async () => {
    renderUnsubscribe(`/unsubscribe?token=${TOKEN}`, () =>
      errorResponse(404, 'NOT_FOUND', MARKETING_MESSAGES.linkInvalid),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MARKETING_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says so at once, with no call, for a missing or malformed token', () => {
    for (const entry of ['/unsubscribe', '/unsubscribe?token=short']) {
      const { fetchMock, unmount } = renderUnsubscribe(entry);
      expect(
        screen.getByRole('heading', { level: 1, name: 'This link does not work' }),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('offers another try when the server could not answer', async () => {
    let calls = 0;
    const { bodies } = renderUnsubscribe(`/unsubscribe?token=${TOKEN}`, () => {
      calls += 1;
      return calls === 1
        ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is busy. Please try again.')
        : jsonResponse(DONE);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store is busy. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });
});

describe('the unsubscribe page in the app', () => {
  it('is a storefront page drawn in the browser, inside the store’s layout', async () => {
    const depth = (path: string) => matchRoutes(routes, path)?.length;
    expect(depth('/unsubscribe')).toBe(depth('/cart'));
    expect(serverRenderedPaths()).not.toContain('/unsubscribe');
    mockFetch((url) =>
      url.pathname === '/api/account/marketing/unsubscribe' ? jsonResponse(DONE) : jsonResponse([]),
    );
    renderInRouter(<AppRoutes />, [`/unsubscribe?token=${TOKEN}`]);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Attar House' }),
    ).toHaveAttribute('href', '/');
  });
});
