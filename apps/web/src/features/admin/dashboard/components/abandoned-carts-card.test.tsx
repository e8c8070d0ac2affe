import type { AbandonedCartSummary, DashboardSummary } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import DashboardPage from '../routes/dashboard-page';

// The dashboard's cart reminders: the last 30 India days' carts reminded and recovered, shown to
// those who read orders.

const EMPTY_DASHBOARD: DashboardSummary = {
  generatedAt: '2026-12-10T10:00:00.000Z',
  revenue: {
    today: { current: 0, previous: 0 },
    last7Days: { current: 0, previous: 0 },
    last30Days: { current: 0, previous: 0 },
  },
  orders: { last30Days: { current: 0, previous: 0 }, byStatus: [] },
  averageOrderValue: { current: 0, previous: 0 },
  newCustomers: { current: 0, previous: 0 },
  salesByDay: [],
  topProductsByUnits: [],
  topProductsByRevenue: [],
  stock: {
    lowStockThreshold: 5,
    lowStockCount: 0,
    outOfStockCount: 0,
    lowStock: [],
    outOfStock: [],
  },
  openReturnRequests: 0,
  unreadNotifications: 0,
};

function renderDashboard(
  staffRole: 'OWNER' | 'CATALOGUE',
  answer: (url: URL) => Response = (url) =>
    jsonResponse({
      from: url.searchParams.get('from') ?? '',
      to: url.searchParams.get('to') ?? '',
      cartsReminded: 1240,
      remindersSent: 1500,
      cartsRecovered: 310,
      recoveredRevenue: 456789.5,
      recoveryRate: 25,
    } satisfies AbandonedCartSummary),
) {
  const summaryUrls: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/getDashboardSummary') return jsonResponse(EMPTY_DASHBOARD);
    if (url.pathname === '/api/admin/abandoned-carts/summary') {
      summaryUrls.push(url);
      return answer(url);
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  renderRoutes({
    routes: [{ path: '/admin/dashboard', element: <DashboardPage /> }],
    initialEntries: ['/admin/dashboard'],
    staffRole,
  });
  return summaryUrls;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard’s cart reminders', () => {
  it('shows the last 30 India days’ carts reminded, recovered, the rate and the revenue', async () => {
    // 00:30 on 10 December in India is still the 9th in UTC: the days are India's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-09T19:00:00Z') });
    const urls = renderDashboard('OWNER');
    const card = within(
      await screen.findByRole('region', { name: 'Cart reminders, last 30 days' }),
    );
    expect(await card.findByText('1,240')).toBeInTheDocument();
    expect(card.getByText('Carts reminded').nextSibling).toHaveTextContent('1,240');
    expect(card.getByText('Reminders sent').nextSibling).toHaveTextContent('1,500');
    expect(card.getByText('Carts recovered').nextSibling).toHaveTextContent('310(25%)');
    expect(card.getByText('Recovered revenue').nextSibling).toHaveTextContent('₹4,56,789.50');
    expect(urls[0]!.searchParams.get('from')).toBe('2026-11-11');
    expect(urls[0]!.searchParams.get('to')).toBe('2026-12-10');
  });

  it('shows no rate while no cart was reminded', async () => {
    renderDashboard('OWNER', () =>
      jsonResponse({
        from: '2026-11-11',
        to: '2026-12-10',
        cartsReminded: 0,
        remindersSent: 0,
        cartsRecovered: 0,
        recoveredRevenue: 0,
        recoveryRate: null,
      } satisfies AbandonedCartSummary),
    );
    const card = within(
      await screen.findByRole('region', { name: 'Cart reminders, last 30 days' }),
    );
    expect(await card.findByText('₹0')).toBeInTheDocument();
    expect(card.getByText('Carts recovered').nextSibling).toHaveTextContent(/^0$/);
  });

  it('says so when the figures could not be loaded, leaving the rest of the dashboard', async () => {
    renderDashboard('OWNER', () => errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong'));
    const card = within(
      await screen.findByRole('region', { name: 'Cart reminders, last 30 days' }),
    );
    expect(await card.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Revenue today')).toBeInTheDocument();
  });

  it('is not shown to a role that does not read orders, which asks nothing', async () => {
    const urls = renderDashboard('CATALOGUE');
    expect(await screen.findByText('Revenue today')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart reminders, last 30 days' })).toBeNull();
    expect(urls).toEqual([]);
  });
});
