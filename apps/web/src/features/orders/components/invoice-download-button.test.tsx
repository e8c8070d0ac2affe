import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TrackOrderPage } from '../routes/track-order-page';
import { orderOf } from '../test/order-fixtures';
import { RecentOrders } from './recent-orders';

const saved = captureDownloads({ token: 'customer-token', blobUrl: 'blob:invoice' });

const pdf = () =>
  new Response('%PDF-1.3', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="invoice-AH-26-27-000004.pdf"',
    },
  });

describe('the customer’s invoice download', () => {
  it('is offered on the tracking page of a shipped order and saves the PDF', async () => {
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/order/my-orders/track/AH-2026-000031')
        return jsonResponse(orderOf({ status: 'DELIVERED' }));
      if (url.pathname === '/api/order/my-orders/31/invoice.pdf') return pdf();
      return errorResponse(404, 'NOT_FOUND', 'Order not found.');
    });
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
      initialEntries: ['/track-order?order=AH-2026-000031'],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Download the invoice of order AH-2026-000031' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-AH-26-27-000004.pdf' }]),
    );
    const [, init] = calls.mock.calls.at(-1)!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer customer-token');
  });

  it('shows the server’s message when the invoice cannot be had', async () => {
    mockFetch((url) => {
      if (url.pathname.startsWith('/api/order/my-orders/track/'))
        return jsonResponse(orderOf({ status: 'SHIPPED' }));
      return errorResponse(409, 'INVOICE_IDENTITY_MISSING', 'Invoices cannot be issued yet.');
    });
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
      initialEntries: ['/track-order?order=AH-2026-000031'],
    });
    await user.click(await screen.findByRole('button', { name: /Download the invoice/ }));
    expect(await screen.findByText('Could not download the invoice')).toBeInTheDocument();
    expect(screen.getByText('Invoices cannot be issued yet.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is offered in My Account for shipped and delivered orders only, not for pending, cancelled or exchange ones', async () => {
    const orders = [
      orderOf({ id: 1, orderNumber: 'AH-2026-000001', status: 'DELIVERED' }),
      orderOf({ id: 2, orderNumber: 'AH-2026-000002', status: 'PENDING' }),
      orderOf({ id: 3, orderNumber: 'AH-2026-000003', status: 'CANCELLED' }),
      orderOf({
        id: 4,
        orderNumber: 'AH-2026-000004',
        status: 'SHIPPED',
        paymentMethod: { id: null, method: 'exchange', displayName: 'Exchange' },
      }),
      orderOf({ id: 5, orderNumber: 'AH-2026-000005', status: 'OUT_FOR_DELIVERY' }),
    ];
    mockFetch(() =>
      jsonResponse({
        content: orders,
        totalElements: 5,
        totalPages: 1,
        number: 0,
        size: 5,
        first: true,
        last: true,
        empty: false,
      }),
    );
    renderRoutes({
      routes: [{ path: '/profile', element: <RecentOrders /> }],
      initialEntries: ['/profile'],
    });
    const list = await screen.findByRole('list');
    const buttons = within(list).getAllByRole('button', { name: /Download the invoice/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download the invoice of order AH-2026-000001',
      'Download the invoice of order AH-2026-000005',
    ]);
  });
});
