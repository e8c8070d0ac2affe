import type { AdminNotification, Page } from '@attar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import NotificationsPage from './notifications-page';

function notice(id: number, values: Partial<AdminNotification> = {}): AdminNotification {
  return {
    id,
    type: 'NEW_ORDER',
    title: `New order AH-2026-0000${id}`,
    message: `meera@example.in ordered ${id} product(s).`,
    link: `/admin/orders?search=AH-2026-0000${id}`,
    refId: id,
    isRead: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...values,
  };
}

function pageOf<T>(content: T[], total = content.length): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / 10),
    number: 0,
    size: 10,
    first: true,
    last: total <= 10,
    empty: content.length === 0,
  };
}

const ORDER = notice(3);
const STOCK = notice(2, {
  type: 'LOW_STOCK',
  title: 'Low stock: Rose Attar',
  message: 'Rose Attar (AH-ROSE) has 3 left (low at 5 or fewer).',
  link: '/admin/products?search=AH-ROSE',
  isRead: true,
  createdAt: '2026-03-04T20:15:00.000Z',
});
const CONTACT = notice(1, {
  type: 'NEW_CONTACT',
  title: 'Message from Arjun: Gift wrapping',
  link: null,
});

interface Call {
  method: string;
  url: URL;
}

function mockNotificationsApi(
  options: { list?: () => Response; unread?: number; write?: (call: Call) => Response } = {},
) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init?.method ?? 'GET', url };
    calls.push(call);
    if (call.method === 'GET' && url.pathname === '/api/notifications/search') {
      return options.list?.() ?? jsonResponse(pageOf([ORDER, STOCK, CONTACT]));
    }
    if (url.pathname === '/api/notifications/unread-count') {
      return jsonResponse({ unreadCount: options.unread ?? 2 });
    }
    if (options.write) return options.write(call);
    if (url.pathname.endsWith('/mark-as-read')) return jsonResponse({ ...ORDER, isRead: true });
    if (url.pathname === '/api/notifications/mark-all-read') {
      return jsonResponse({ marked: 2, unreadCount: 0 });
    }
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  const searches = () => calls.filter((call) => call.url.pathname === '/api/notifications/search');
  return {
    calls,
    writes: () =>
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}${call.url.search}`),
    lastQuery: () => Object.fromEntries(searches().at(-1)!.url.searchParams),
  };
}

function renderPage(path = '/admin/notifications') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/notifications',
        element: (
          <>
            <NotificationsPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const rowOf = (title: string) => within(screen.getByText(title).closest('tr')!);
const location = () => screen.getByTestId('location');

describe('the notifications page', () => {
  it('lists notifications with their kind, message and time in India, the unread ones marked', async () => {
    mockNotificationsApi();
    renderPage();
    await screen.findByRole('link', { name: 'New order AH-2026-00003' });
    expect(screen.getByRole('table', { name: 'Notifications' })).toBeInTheDocument();

    const order = rowOf('New order AH-2026-00003');
    expect(order.getByText('Unread')).toBeInTheDocument();
    expect(order.getByText('New order')).toBeInTheDocument();
    expect(order.getByText('meera@example.in ordered 3 product(s).')).toBeInTheDocument();
    expect(order.getByText('5 March 2026, 3:30 pm')).toBeInTheDocument();
    expect(
      order.getByRole('button', { name: 'Mark as read: New order AH-2026-00003' }),
    ).toBeInTheDocument();

    const stock = rowOf('Low stock: Rose Attar');
    expect(stock.getByText('Read')).toBeInTheDocument();
    // 20:15 UTC is past midnight in India.
    expect(stock.getByText('5 March 2026, 1:45 am')).toBeInTheDocument();
    expect(stock.queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(stock.getByRole('link', { name: 'Low stock: Rose Attar' })).toHaveAttribute(
      'href',
      '/admin/products?search=AH-ROSE',
    );
    // Without a link, the title is plain text.
    expect(screen.queryByRole('link', { name: 'Message from Arjun: Gift wrapping' })).toBeNull();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('keeps the keyword, dates and "Unread only" in the address and asks the server for them', async () => {
    const api = mockNotificationsApi();
    const user = userEvent.setup();
    renderPage('/admin/notifications?from=2026-03-01&page=2');
    await screen.findByRole('link', { name: 'New order AH-2026-00003' });
    expect(api.lastQuery()).toEqual({ page: '1', size: '10', fromDate: '2026-03-01' });

    await user.type(screen.getByLabelText('Search notifications'), 'rose');
    await waitFor(() => expect(location()).toHaveTextContent('keyword=rose'));
    expect(location()).not.toHaveTextContent('page=');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-05' } });
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({
        page: '0',
        size: '10',
        keyword: 'rose',
        fromDate: '2026-03-01',
        toDate: '2026-03-05',
        unreadOnly: 'true',
      }),
    );
    expect(location()).toHaveTextContent('unread=1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/notifications$/));
  });

  it('marks one read, and opening one by its link marks it read and goes to what it is about', async () => {
    const api = mockNotificationsApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Mark as read: New order AH-2026-00003' }),
    );
    await waitFor(() => expect(api.writes()).toEqual(['PUT /api/notifications/3/mark-as-read']));

    await user.click(screen.getByRole('link', { name: 'New order AH-2026-00003' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/orders?search=AH-2026-00003'));
    expect(api.writes()).toHaveLength(2);
    // A read one is not marked again.
    expect(api.writes().filter((write) => write.includes('/2/'))).toEqual([]);
  });

  it('marks all read', async () => {
    const api = mockNotificationsApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.writes()).toEqual(['PUT /api/notifications/mark-all-read']));
    expect(await screen.findByText('2 notifications marked read')).toBeInTheDocument();
  });

  it('offers no "Mark all as read" when everything is read', async () => {
    mockNotificationsApi({ unread: 0 });
    renderPage();
    await screen.findByText('All read');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a notification after the admin confirms, and not before', async () => {
    const api = mockNotificationsApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete: Low stock: Rose Attar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this notification?' });
    expect(dialog).toHaveTextContent('“Low stock: Rose Attar” will be removed for every admin.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete: Low stock: Rose Attar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.writes()).toEqual(['DELETE /api/notifications/2']));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open and says why when the delete fails', async () => {
    mockNotificationsApi({
      write: () => errorResponse(404, 'NOT_FOUND', 'Notification not found'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete: Low stock: Rose Attar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Could not delete the notification')).toBeInTheDocument();
    expect(screen.getByText('Notification not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says when there are no notifications, and when none match the filters', async () => {
    mockNotificationsApi({ list: () => jsonResponse(pageOf([])), unread: 0 });
    const first = renderPage();
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
    first.unmount();
    renderPage('/admin/notifications?keyword=saffron');
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
  });

  it('says the notifications could not be loaded, and tries again', async () => {
    let fail = true;
    mockNotificationsApi({
      list: () =>
        fail ? errorResponse(500, 'INTERNAL_ERROR', 'Server down') : jsonResponse(pageOf([ORDER])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'New order AH-2026-00003' }),
    ).toBeInTheDocument();
  });
});
