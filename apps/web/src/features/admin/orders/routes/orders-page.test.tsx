import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { listedOrder, pageOf } from '../test-fixtures';
import OrdersPage from './orders-page';

const MEERA = listedOrder(31);
const ARJUN = listedOrder(32, {
  status: 'DELIVERED',
  paymentStatus: 'PAID',
  // 20:15 UTC is past midnight in India.
  orderDate: '2026-03-06T20:15:00.000Z',
  totalAmount: 124500,
  shippingAddress: { ...MEERA.shippingAddress, fullName: 'Arjun Rao' },
  customer: { id: 8, email: 'arjun@example.in', fullName: 'Arjun Rao' },
});

function mockOrdersApi() {
  const lists: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/order/adminSearch') {
      lists.push(url);
      return jsonResponse(pageOf([MEERA, ARJUN], 25));
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { lastQuery: () => Object.fromEntries(lists.at(-1)!.searchParams) };
}

function renderPage(path = '/admin/orders') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/orders',
        element: (
          <>
            <OrdersPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/admin/orders/:id', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const rowOf = (orderNumber: string) =>
  within(screen.getByRole('link', { name: orderNumber }).closest('tr')!);
const location = () => screen.getByTestId('location');

describe('the admin orders list', () => {
  it('shows each order with its date in India, customer, items, total, payment and status', async () => {
    const api = mockOrdersApi();
    renderPage();
    await screen.findByRole('link', { name: MEERA.orderNumber });
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    const meera = rowOf(MEERA.orderNumber);
    expect(meera.getByText('2 March 2026, 1:30 am')).toBeInTheDocument();
    expect(meera.getByText('Meera Kapoor')).toBeInTheDocument();
    expect(meera.getByText('meera@example.in')).toBeInTheDocument();
    expect(meera.getByText('₹4,999')).toBeInTheDocument();
    expect(meera.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(meera.getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    const arjun = rowOf(ARJUN.orderNumber);
    expect(arjun.getByText('7 March 2026, 1:45 am')).toBeInTheDocument();
    expect(arjun.getByText('₹1,24,500')).toBeInTheDocument();
    expect(arjun.getByText('Delivered')).toBeInTheDocument();
    expect(arjun.getByText('Paid')).toBeInTheDocument();
    expect(api.lastQuery()).toEqual({ page: '0', size: '10' });
  });

  it('reads ?search= as other screens link to it, and asks the API for it', async () => {
    const api = mockOrdersApi();
    renderPage('/admin/orders?search=AH-2026-000031');
    await screen.findByRole('link', { name: MEERA.orderNumber });
    expect(screen.getByLabelText('Search orders')).toHaveValue('AH-2026-000031');
    expect(api.lastQuery()).toEqual({ page: '0', size: '10', search: 'AH-2026-000031' });
  });

  it('keeps status, dates and the search in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockOrdersApi();
    renderPage();
    await screen.findByRole('link', { name: MEERA.orderNumber });

    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.type(screen.getByLabelText('Search orders'), '98200');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/orders?status=SHIPPED&from=2026-03-01&to=2026-03-31&search=98200',
      ),
    );
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({
        page: '0',
        size: '10',
        status: 'SHIPPED',
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
        search: '98200',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/orders$/));
  });

  it('pages through the orders and opens one from its number', async () => {
    const user = userEvent.setup();
    const api = mockOrdersApi();
    renderPage();
    await screen.findByRole('link', { name: MEERA.orderNumber });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/orders?page=2'));
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', size: '10' }));

    await user.click(await screen.findByRole('link', { name: MEERA.orderNumber }));
    expect(location()).toHaveTextContent(/^\/admin\/orders\/31$/);
  });

  it('filters by and shows the returned-undelivered status', async () => {
    const user = userEvent.setup();
    const returned = listedOrder(33, { status: 'RETURNED_TO_ORIGIN' });
    const lists: URL[] = [];
    mockFetch((url) => {
      lists.push(url);
      return jsonResponse(pageOf([returned]));
    });
    renderPage();
    await screen.findByRole('link', { name: returned.orderNumber });
    expect(rowOf(returned.orderNumber).getByText('Returned undelivered')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Returned undelivered');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/admin/orders?status=RETURNED_TO_ORIGIN'),
    );
    await waitFor(() =>
      expect(lists.at(-1)?.searchParams.get('status')).toBe('RETURNED_TO_ORIGIN'),
    );
  });

  it('says so when no order matches', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderPage('/admin/orders?status=CANCELLED');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });
});
