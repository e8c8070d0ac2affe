import type { ActivityLogEntry, Page } from '@attar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import ActivityPage from './activity-page';

const PRICE_EDIT: ActivityLogEntry = {
  id: 31,
  at: '2026-03-05T10:00:00.000Z',
  actor: { id: 2, email: 'meera.admin@attarhouse.in' },
  entityType: 'product',
  entityId: 12,
  action: 'UPDATE',
  changes: {
    salePrice: { before: null, after: 899.5 },
    isFeatured: { before: false, after: true },
    occasions: { before: ['DAILY'], after: ['DAILY', 'FESTIVE'] },
  },
  reason: null,
};
const STOCK_TAKE: ActivityLogEntry = {
  id: 30,
  at: '2026-03-04T20:15:00.000Z',
  actor: { id: null, email: null },
  entityType: 'product',
  entityId: 12,
  action: 'STOCK',
  changes: { stockQuantity: { before: 5, after: 3 } },
  reason: 'ORDER AH-2026-000012',
};
const MENU_DELETE: ActivityLogEntry = {
  id: 29,
  at: '2026-03-04T09:00:00.000Z',
  actor: { id: 3, email: 'arjun.admin@attarhouse.in' },
  entityType: 'menu_item',
  entityId: 4,
  action: 'DELETE',
  changes: { label: { before: 'Gifting', after: null } },
  reason: null,
};

function pageOf<T>(content: T[]): Page<T> {
  return {
    content,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    number: 0,
    size: 20,
    first: true,
    last: true,
    empty: content.length === 0,
  };
}

function mockActivityApi(
  list: () => Response = () => jsonResponse(pageOf([PRICE_EDIT, STOCK_TAKE, MENU_DELETE])),
) {
  const urls: URL[] = [];
  const fetchMock = mockFetch((url) => {
    urls.push(url);
    if (url.pathname === '/api/admin/activity-log') return list();
    if (url.pathname === '/api/admin/activity-log/entity-types') {
      return jsonResponse(['RETURN_REQUEST', 'menu_item', 'product']);
    }
    if (url.pathname === '/api/admin/activity-log/export.csv') {
      return new Response('\uFEFFid,at\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="attar-house-activity-log-2026-03-05.csv"',
        },
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  const lists = () => urls.filter((url) => url.pathname === '/api/admin/activity-log');
  return { fetchMock, lastQuery: () => Object.fromEntries(lists().at(-1)!.searchParams) };
}

function renderPage(path = '/admin/activity') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/activity',
        element: (
          <>
            <ActivityPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const rowOf = (entryId: number) =>
  within(screen.getByRole('button', { name: new RegExp(`of entry ${entryId}$`) }).closest('tr')!);
const location = () => screen.getByTestId('location');

const saved: { download: string }[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved.length = 0;
  window.localStorage.setItem('token', 'admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:activity');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the activity log', () => {
  it('lists who changed which record when, the action and the reason', async () => {
    mockActivityApi();
    renderPage();
    await screen.findByText('meera.admin@attarhouse.in');
    expect(screen.getByRole('table', { name: 'Activity log' })).toBeInTheDocument();

    const edit = rowOf(31);
    expect(edit.getByText('5 March 2026, 3:30 pm')).toBeInTheDocument();
    expect(edit.getByRole('link', { name: 'Product #12' })).toHaveAttribute(
      'href',
      '/admin/products/12',
    );
    expect(edit.getByText('Edited')).toBeInTheDocument();
    expect(edit.getByText('None')).toBeInTheDocument();

    const take = rowOf(30);
    expect(take.getByText('The store (automatic)')).toBeInTheDocument();
    expect(take.getByText('Stock changed')).toBeInTheDocument();
    expect(take.getByText('ORDER AH-2026-000012')).toBeInTheDocument();

    const menu = rowOf(29);
    // No page of its own: the record is named, not linked.
    expect(menu.getByText('Menu item #4')).toBeInTheDocument();
    expect(menu.queryByRole('link')).toBeNull();
    expect(menu.getByText('Deleted')).toBeInTheDocument();
  });

  it('opens a row to show each field before and after', async () => {
    mockActivityApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('meera.admin@attarhouse.in');
    const toggle = screen.getByRole('button', { name: 'Show 3 fields of entry 31' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Changes of entry 31' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide 3 fields of entry 31');
    const changes = screen.getByRole('table', { name: 'Changes of entry 31' });
    const cells = (field: string) =>
      within(within(changes).getByRole('rowheader', { name: field }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Sale price')).toEqual(['—empty', '899.5']);
    expect(cells('Is featured')).toEqual(['No', 'Yes']);
    expect(cells('Occasions')).toEqual(['DAILY', 'DAILY, FESTIVE']);

    await user.click(toggle);
    expect(screen.queryByRole('table', { name: 'Changes of entry 31' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 1 field of entry 30' })).toBeInTheDocument();
  });

  it('keeps the admin, record type and dates in the address and asks the server for them', async () => {
    const api = mockActivityApi();
    const user = userEvent.setup();
    renderPage('/admin/activity?entity=12&type=product');
    await screen.findByText('meera.admin@attarhouse.in');
    expect(api.lastQuery()).toEqual({
      page: '0',
      size: '20',
      entityType: 'product',
      entityId: '12',
    });
    expect(
      screen.getByRole('button', { name: 'Show every record, not only #12' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Admin'), 'meera');
    await waitFor(() => expect(location()).toHaveTextContent('actor=meera'));
    await user.selectOptions(screen.getByLabelText('Record type'), 'Return request');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-05' } });
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({
        page: '0',
        size: '20',
        actor: 'meera',
        entityType: 'RETURN_REQUEST',
        fromDate: '2026-03-01',
        toDate: '2026-03-05',
      }),
    );
    // Another record type drops the one record a link asked for.
    expect(location()).not.toHaveTextContent('entity=');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/activity$/));
  });

  it('exports the filtered log as CSV with the admin token', async () => {
    const api = mockActivityApi();
    const user = userEvent.setup();
    renderPage('/admin/activity?actor=meera&type=product&from=2026-03-01&page=2');
    await screen.findByText('meera.admin@attarhouse.in');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ download: 'attar-house-activity-log-2026-03-05.csv' }]),
    );
    const [url, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('export.csv'),
    )!;
    const sent = new URL(String(url), 'http://store.test');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      actor: 'meera',
      entityType: 'product',
      fromDate: '2026-03-01',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('says when nothing was recorded, and when nothing matches', async () => {
    mockActivityApi(() => jsonResponse(pageOf([])));
    const first = renderPage();
    expect(
      await screen.findByText('No activity yet. Changes made in the admin show here.'),
    ).toBeInTheDocument();
    first.unmount();
    renderPage('/admin/activity?actor=nobody');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('says the log could not be loaded', async () => {
    mockActivityApi(() => errorResponse(500, 'INTERNAL_ERROR', 'Server down'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The activity log could not be loaded.',
    );
  });
});
