import type { AdminNotification } from '@attar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_INTERVAL_MS } from '@/api/notifications';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { bellLabel, NotificationBell } from './notification-bell';

const ORDER: AdminNotification = {
  id: 41,
  type: 'NEW_ORDER',
  title: 'New order AH-2026-000041',
  message: 'meera@example.in ordered 2 product(s).',
  link: '/admin/orders?search=AH-2026-000041',
  refId: 41,
  isRead: false,
  createdAt: '2026-03-05T10:00:00.000Z',
};
const REVIEW: AdminNotification = {
  ...ORDER,
  id: 40,
  type: 'NEW_REVIEW',
  title: 'New 5-star review of Rose Attar',
  link: '/admin/review?product=12',
  isRead: true,
};

function mockBellApi(unread: { count: number }) {
  const calls: { method: string; url: URL }[] = [];
  mockFetch((url, init) => {
    calls.push({ method: init?.method ?? 'GET', url });
    if (url.pathname === '/api/notifications/unread-count') {
      return jsonResponse({ unreadCount: unread.count });
    }
    if (url.pathname === '/api/notifications/search') {
      return jsonResponse({
        content: [ORDER, REVIEW],
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 5,
        first: true,
        last: true,
        empty: false,
      });
    }
    if (url.pathname === '/api/notifications/mark-all-read') {
      unread.count = 0;
      return jsonResponse({ marked: 1, unreadCount: 0 });
    }
    if (url.pathname.endsWith('/mark-as-read')) {
      unread.count = Math.max(0, unread.count - 1);
      return jsonResponse({ ...ORDER, isRead: true });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    countCalls: () => calls.filter((call) => call.url.pathname.endsWith('/unread-count')).length,
    writes: () =>
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}${call.url.search}`),
    searches: () => calls.filter((call) => call.url.pathname === '/api/notifications/search'),
  };
}

function renderBell() {
  return renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <>
            <NotificationBell />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: ['/admin/dashboard'],
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  // TanStack Query's focus manager listens on window.
  window.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the notification bell', () => {
  it('names the unread count for screen readers and shows it as a badge', async () => {
    mockBellApi({ count: 3 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications, 0 unread');
  });

  it('shows no badge when nothing is unread, and 99+ for many', async () => {
    const unread = { count: 0 };
    mockBellApi(unread);
    const first = renderBell();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toHaveTextContent('');
    first.unmount();
    unread.count = 250;
    renderBell();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 250 unread' }),
    ).toHaveTextContent('99+');
  });

  it('follows the count without a reload, and stops asking while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unread = { count: 1 };
    const api = mockBellApi(unread);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    unread.count = 4;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();

    setVisibility('hidden');
    const asked = api.countCalls();
    unread.count = 6;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS * 3));
    expect(api.countCalls()).toBe(asked);
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    // Back on the tab, it asks at once.
    setVisibility('visible');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 6 unread' }),
    ).toBeInTheDocument();
  });

  it('opens to the latest notifications; choosing one marks it read and goes to it', async () => {
    const api = mockBellApi({ count: 1 });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = await screen.findByRole('menu');
    const order = await within(menu).findByRole('menuitem', { name: /New order AH-2026-000041/ });
    expect(order).toHaveTextContent('Unread: New order AH-2026-000041');
    expect(within(menu).getByRole('menuitem', { name: /New 5-star review/ })).not.toHaveTextContent(
      'Unread',
    );
    expect(Object.fromEntries(api.searches()[0]!.url.searchParams)).toEqual({
      page: '0',
      size: '5',
    });

    await user.click(order);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/orders?search=AH-2026-000041',
      ),
    );
    await waitFor(() => expect(api.writes()).toEqual(['PUT /api/notifications/41/mark-as-read']));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
  });

  it('marks all read up to the newest one shown, and links to every notification', async () => {
    const api = mockBellApi({ count: 2 });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /New order/ });
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.writes()).toEqual(['PUT /api/notifications/mark-all-read?upToId=41']),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    const reopened = await screen.findByRole('menu');
    expect(within(reopened).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'data-disabled',
    );
    await user.click(within(reopened).getByRole('menuitem', { name: 'View all notifications' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/notifications$/),
    );
  });
});
