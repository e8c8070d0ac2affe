import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TrackOrderPage } from '../routes/track-order-page';
import { orderOf } from '../test/order-fixtures';

const saved = captureDownloads({ token: 'customer-token', blobUrl: 'blob:receipt' });

function renderTracking(order: ReturnType<typeof orderOf>) {
  const calls = mockFetch((url) => {
    if (url.pathname === '/api/order/my-orders/track/AH-2026-000031') return jsonResponse(order);
    if (url.pathname === '/api/order/my-orders/31/gift-receipt.pdf')
      return new Response('%PDF-1.3', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="gift-receipt-AH-2026-000031.pdf"',
        },
      });
    return errorResponse(404, 'NOT_FOUND', 'Order not found.');
  });
  renderRoutes({
    routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
    initialEntries: ['/track-order?order=AH-2026-000031'],
  });
  return calls;
}

describe('a gift order on the tracking page', () => {
  it('shows the gift message and the gift wrap charge, and saves a gift receipt', async () => {
    const calls = renderTracking(
      orderOf({ giftMessage: 'Happy Diwali, Meera!', giftWrapCharge: 99, totalAmount: 5648 }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Gift message' })).toBeInTheDocument();
    expect(screen.getByText('“Happy Diwali, Meera!”')).toBeInTheDocument();
    expect(screen.getByText('Gift wrap')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Download a gift receipt, without prices, for order AH-2026-000031',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:receipt', download: 'gift-receipt-AH-2026-000031.pdf' },
      ]),
    );
    const [, init] = calls.mock.calls.at(-1)!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer customer-token');
  });

  it('offers no gift receipt for a cancelled order, nor a message section without one', async () => {
    renderTracking(orderOf({ status: 'CANCELLED' }));
    expect(await screen.findByText(/Order AH-2026-000031/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /gift receipt/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Gift message' })).toBeNull();
  });
});
