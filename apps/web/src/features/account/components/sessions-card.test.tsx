import type { AccountSession } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { SessionsCard } from './sessions-card';

const here: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  browser: 'Chrome 131',
  os: 'Android 14',
  device: 'phone',
  ipAddress: '203.0.113.9',
  place: 'Lucknow, Uttar Pradesh, IN',
  // 6:30 pm in India.
  signedInAt: '2026-11-29T13:00:00.000Z',
  lastUsedAt: '2026-11-29T13:05:00.000Z',
};
const laptop: AccountSession = {
  ...here,
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  browser: 'Safari 18',
  os: 'macOS Sequoia',
  device: 'desktop',
  ipAddress: '198.51.100.4',
  place: null,
  signedInAt: '2026-11-20T04:30:00.000Z',
  lastUsedAt: '2026-11-28T06:30:00.000Z',
};
const tablet: AccountSession = {
  ...laptop,
  id: '33333333-3333-4333-8333-333333333333',
  browser: 'Firefox 133',
  os: 'Windows 10',
};

/** The sessions API over a list the calls change, as the server would. */
function mockSessionsApi(initial: AccountSession[]) {
  let sessions = initial;
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/account/sessions' && method === 'GET')
      return jsonResponse({ sessions });
    if (url.pathname === '/api/account/sessions/end-others' && method === 'POST') {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return jsonResponse({ ended });
    }
    const id = url.pathname.match(/^\/api\/account\/sessions\/(.+)$/)?.[1];
    if (id && method === 'DELETE') {
      sessions = sessions.filter((session) => session.id !== id);
      return new Response(null, { status: 204 });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return fetchMock;
}

describe('Where you are signed in', () => {
  it('lists each device with its address, place and times in India, this one first and marked', async () => {
    mockSessionsApi([here, laptop]);
    renderAt(<SessionsCard />, '/profile');
    const card = await screen.findByRole('region', { name: "Where you're signed in" });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Phone: Chrome 131 on Android 14This device');
    expect(rows[0]).toHaveTextContent('Lucknow, Uttar Pradesh, IN · 203.0.113.9');
    expect(rows[0]).toHaveTextContent('Signed in 6:30 pm on 29 November 2026');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Computer: Safari 18 on macOS Sequoia');
    expect(rows[1]).toHaveTextContent('198.51.100.4');
    expect(rows[1]).toHaveTextContent('last active 12:00 pm on 28 November 2026');
  });

  it('signs one other device out, and then all the others', async () => {
    const fetchMock = mockSessionsApi([here, laptop, tablet]);
    const user = userEvent.setup();
    renderAt(<SessionsCard />, '/profile');
    await user.click(
      await screen.findByRole('button', { name: 'Sign out of Safari 18 on macOS Sequoia' }),
    );
    expect(
      await screen.findByText('Signed out of Safari 18 on macOS Sequoia.'),
    ).toBeInTheDocument();
    await waitForRows(2);
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          String(input) === `/api/account/sessions/${laptop.id}` && init?.method === 'DELETE',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? errorResponse(503, 'UNAVAILABLE', 'The store is busy. Try again in a moment.')
        : jsonResponse({ sessions: [here] }),
    );
    const user = userEvent.setup();
    renderAt(<SessionsCard />, '/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store is busy. Try again in a moment.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });
});

async function waitForRows(count: number) {
  const card = screen.getByRole('region', { name: "Where you're signed in" });
  await expect
    .poll(() => within(card).queryAllByRole('listitem').length, { timeout: 3000 })
    .toBe(count);
}
