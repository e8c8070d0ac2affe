import type { DashboardSummary, SetupChecklist } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { changeInPercent } from '../components/figure-card';
import DashboardPage from './dashboard-page';

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    revenue: 0,
    orders: 0,
  }));
  return {
    generatedAt: '2026-11-30T10:00:00.000Z',
    revenue: {
      today: { current: 0, previous: 0 },
      last7Days: { current: 0, previous: 0 },
      last30Days: { current: 0, previous: 0 },
    },
    orders: {
      last30Days: { current: 0, previous: 0 },
      byStatus: [
        { status: 'PENDING', count: 0 },
        { status: 'DELIVERED', count: 0 },
      ],
    },
    averageOrderValue: { current: 0, previous: 0 },
    newCustomers: { current: 0, previous: 0 },
    salesByDay: days,
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
    ...overrides,
  };
}

const SET_UP: SetupChecklist = {
  complete: true,
  items: [
    { key: 'invoiceIdentity', done: true },
    { key: 'storeContact', done: true },
    { key: 'paymentMethods', done: true },
    { key: 'ownProduct', done: true },
  ],
};

function renderDashboard(
  answer: () => Response,
  setup: () => Response = () => jsonResponse(SET_UP),
) {
  mockFetch((url) =>
    url.pathname === '/api/getDashboardSummary'
      ? answer()
      : url.pathname === '/api/admin/setup-checklist'
        ? setup()
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
  );
  return renderRoutes({
    routes: [{ path: '/admin/dashboard', element: <DashboardPage /> }],
    initialEntries: ['/admin/dashboard'],
  });
}

const figure = (label: string) => screen.getByText(label).parentElement!;

describe('the admin dashboard', () => {
  it('shows each figure in rupees with Indian grouping beside the period before', async () => {
    renderDashboard(() =>
      jsonResponse(
        summary({
          revenue: {
            today: { current: 124500, previous: 100000 },
            last7Days: { current: 250000, previous: 0 },
            last30Days: { current: 1000000.5, previous: 2000000 },
          },
          orders: {
            last30Days: { current: 42, previous: 40 },
            byStatus: [{ status: 'DELIVERED', count: 3 }],
          },
          openReturnRequests: 2,
          unreadNotifications: 7,
          salesByDay: [{ day: '2026-11-24', revenue: 124500, orders: 2 }],
          topProductsByUnits: [
            { productId: 9, name: 'Royal Oud Attar', sku: 'ATR-OUD', units: 12, revenue: 36000 },
          ],
          stock: {
            lowStockThreshold: 5,
            lowStockCount: 1,
            outOfStockCount: 0,
            lowStock: [{ productId: 3, name: 'Polki Ring', sku: 'JWL-7', stockQuantity: 2 }],
            outOfStock: [],
          },
        }),
      ),
    );
    expect(await screen.findByText('₹1,24,500', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(figure('Revenue today')).getByText('+24.5% vs yesterday (₹1,00,000)'),
    ).toBeInTheDocument();
    expect(
      within(figure('Revenue, last 7 days')).getByText('The 7 days before: ₹0'),
    ).toBeInTheDocument();
    expect(within(figure('Revenue, last 30 days')).getByText('₹10,00,000.50')).toBeInTheDocument();
    expect(
      within(figure('Revenue, last 30 days')).getByText(/-50% vs the 30 days before/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open return requests\s*2/ })).toHaveAttribute(
      'href',
      '/admin/return?status=REQUESTED',
    );
    expect(screen.getByRole('link', { name: /Unread notifications\s*7/ })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
    expect(screen.getByRole('link', { name: 'Delivered: 3' })).toHaveAttribute(
      'href',
      '/admin/orders?status=DELIVERED',
    );
    expect(screen.getByRole('link', { name: 'Royal Oud Attar' })).toHaveAttribute(
      'href',
      '/admin/products/9',
    );
    expect(screen.getByText('12 sold')).toBeInTheDocument();
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByText('Every product is in stock.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales per day' });
    expect(within(table).getByText('24 Nov')).toBeInTheDocument();
  });

  it('says so plainly when the store has sold nothing yet', async () => {
    renderDashboard(() => jsonResponse(summary()));
    expect(await screen.findByText('No sales in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing sold in the last 30 days yet.')).toHaveLength(2);
    expect(screen.getByText('No product is running low.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the server\u2019s reason with a retry on failure', async () => {
    let fail = true;
    renderDashboard(() =>
      fail
        ? errorResponse(500, 'INTERNAL_ERROR', 'The database is resting.')
        : jsonResponse(summary()),
    );
    expect(screen.getByLabelText('Loading the dashboard')).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sales in the last 30 days yet.')).toBeInTheDocument();
  });
});

describe('the setup checklist', () => {
  const checklist = (done: Record<SetupChecklist['items'][number]['key'], boolean>) =>
    jsonResponse({
      complete: Object.values(done).every(Boolean),
      items: Object.entries(done).map(([key, isDone]) => ({ key, done: isDone })),
    });

  it('lists what is left, each with a link to the page that completes it', async () => {
    renderDashboard(
      () => jsonResponse(summary()),
      () =>
        checklist({
          invoiceIdentity: false,
          storeContact: false,
          paymentMethods: true,
          deliveryZones: false,
          ownProduct: false,
        }),
    );
    const card = within(await screen.findByRole('region', { name: 'Set up your store' }));
    expect(card.getByText('1 of 5 done. This list goes away once all are.')).toBeInTheDocument();
    const items = card.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Invoice identity',
      'Store contact details',
      'Payment methods',
      'Delivery zones',
      'Your first product',
    ]);
    expect(items[0]).toHaveTextContent('To do');
    expect(within(items[0]!).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(items[1]).toHaveTextContent('To do');
    expect(items[1]).toHaveTextContent(
      'Save the address, phone, email and social links the footer, the contact page and order mails show.',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(items[2]).toHaveTextContent('Done');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('To do');
    expect(within(items[3]!).getByRole('link', { name: 'Open Delivery' })).toHaveAttribute(
      'href',
      '/admin/delivery',
    );
    expect(items[4]).toHaveTextContent('To do');
    expect(within(items[4]!).getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
  });

  it('links payment methods to their page while none is active', async () => {
    renderDashboard(
      () => jsonResponse(summary()),
      () =>
        checklist({
          invoiceIdentity: true,
          storeContact: true,
          paymentMethods: false,
          deliveryZones: true,
          ownProduct: true,
        }),
    );
    const card = within(await screen.findByRole('region', { name: 'Set up your store' }));
    expect(card.getByRole('link', { name: 'Open Payment methods' })).toHaveAttribute(
      'href',
      '/admin/payment-method',
    );
    expect(card.getByText('4 of 5 done. This list goes away once all are.')).toBeInTheDocument();
  });

  it('is gone once every item is done', async () => {
    renderDashboard(() => jsonResponse(summary()));
    expect(await screen.findByText('No sales in the last 30 days yet.')).toBeInTheDocument();
    await screen.findByText('No orders yet.');
    expect(screen.queryByText('Set up your store')).not.toBeInTheDocument();
  });

  it('leaves the dashboard as it was when the checklist cannot be read', async () => {
    renderDashboard(
      () => jsonResponse(summary()),
      () => errorResponse(500, 'INTERNAL_ERROR', 'The database is resting.'),
    );
    expect(await screen.findByText('No sales in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.queryByText('Set up your store')).not.toBeInTheDocument();
  });
});

describe('changeInPercent', () => {
  it('is one decimal of the change, and null without an earlier figure', () => {
    expect(changeInPercent({ current: 150, previous: 100 })).toBe(50);
    expect(changeInPercent({ current: 1, previous: 3 })).toBe(-66.7);
    expect(changeInPercent({ current: 5, previous: 0 })).toBeNull();
  });
});
