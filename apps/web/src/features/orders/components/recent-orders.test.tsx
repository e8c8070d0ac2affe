import type { Order } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { failedDeliveryOf, orderOf } from '../test/order-fixtures';
import { RecentOrders } from './recent-orders';

const pageOf = (content: Order[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 5,
  first: true,
  last: true,
  empty: content.length === 0,
});

const awaiting = orderOf({
  id: 32,
  orderId: 32,
  orderNumber: 'AH-2026-000032',
  paymentMethod: { id: 5, method: 'test_gateway', displayName: 'Pay online (test mode)' },
  codFee: 0,
  giftWrapCharge: 0,
  giftMessage: null,
  totalAmount: 5500,
  // 8:15 pm in India.
  paymentDueBy: '2026-03-01T14:45:00.000Z',
});
const paid = orderOf({
  id: 33,
  orderId: 33,
  orderNumber: 'AH-2026-000033',
  status: 'CONFIRMED',
  paymentStatus: 'PAID',
  paymentMethod: { id: 6, method: 'razorpay', displayName: 'Pay online' },
  paymentDueBy: null,
});
const cod = orderOf();

function mockOrdersApi(start: () => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/order/my-orders/search')
      return jsonResponse(pageOf([awaiting, paid, cod]));
    if (url.pathname === '/api/payments/orders/32/start' && init?.method === 'POST') return start();
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

const rowOf = (orderNumber: string) =>
  screen.getByRole('link', { name: new RegExp(`^Order ${orderNumber}`) }).closest('li')!;

describe('My Account orders, paid online', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order’s payment, marks test payments, and offers Pay now only while awaiting payment', async () => {
    mockOrdersApi(() => errorResponse(500, 'INTERNAL', 'Internal error'));
    renderAt(<RecentOrders />, '/profile');
    await screen.findByText('AH-2026-000032');

    const waiting = within(rowOf('AH-2026-000032'));
    expect(waiting.getByText('Awaiting payment')).toBeInTheDocument();
    expect(waiting.getByText('TEST')).toBeInTheDocument();
    expect(
      waiting.getByRole('button', { name: 'Pay now for order AH-2026-000032' }),
    ).toBeInTheDocument();
    expect(waiting.getByText('Pay by 8:15 pm')).toBeInTheDocument();

    const done = within(rowOf('AH-2026-000033'));
    expect(done.getByText('· Paid')).toBeInTheDocument();
    expect(done.queryByText('TEST')).not.toBeInTheDocument();
    expect(done.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();

    expect(within(rowOf('AH-2026-000031')).getByText('· Pay on delivery')).toBeInTheDocument();
  });

  it('Pay now reopens the payment at the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockOrdersApi(() =>
      jsonResponse({
        provider: 'test',
        gatewayOrderId: 'order_T32',
        amount: 550000,
        currency: 'INR',
        keyId: 'rzp_test_store',
        checkoutUrl: '/test-gateway/checkout/order_T32?return=/checkout/payment/32',
        dueBy: '2026-03-01T14:45:00.000Z',
        test: true,
      }),
    );
    renderAt(<RecentOrders />, '/profile');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /Pay now for order AH-2026-000032/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/test-gateway/checkout/order_T32?return=/checkout/payment/32',
      ),
    );
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === '/api/payments/orders/32/start'),
    ).toBe(true);
  });

  it('shows the server’s refusal in its words', async () => {
    mockOrdersApi(() =>
      errorResponse(
        409,
        'NOT_AWAITING_PAYMENT',
        'This order is not waiting for an online payment.',
      ),
    );
    renderAt(<RecentOrders />, '/profile');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /Pay now for order AH-2026-000032/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is not waiting for an online payment.',
    );
  });
});

describe('My Account orders with a parcel', () => {
  it('names the parcel’s courier and status beside a booked order, and the returned one', async () => {
    mockFetch(() =>
      jsonResponse(
        pageOf([
          orderOf({ status: 'OUT_FOR_DELIVERY', shipment: failedDeliveryOf() }),
          orderOf({
            id: 34,
            orderId: 34,
            orderNumber: 'AH-2026-000034',
            status: 'RETURNED_TO_ORIGIN',
          }),
        ]),
      ),
    );
    renderAt(<RecentOrders />, '/profile');
    await screen.findByText('AH-2026-000031');

    const failed = screen.getByRole('link', { name: /^Order AH-2026-000031/ });
    expect(failed).toHaveAccessibleName(/, parcel: Delivery attempt failed: track it$/);
    expect(within(failed).getByText('Parcel with Delhivery').parentElement).toHaveTextContent(
      'Delivery attempt failed',
    );
    expect(within(rowOf('AH-2026-000034')).getByText('Returned undelivered')).toBeInTheDocument();
  });
});
