import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { orderOf } from '../test/order-fixtures';
import { TrackOrderPage } from './track-order-page';

const shipped = orderOf({
  status: 'SHIPPED',
  timeline: [
    // 20:00 UTC on 1 March is already 2 March in India.
    {
      status: 'PENDING',
      at: '2026-03-01T20:00:00.000Z',
      byRole: 'CUSTOMER',
      byName: 'Meera Kapoor',
    },
    { status: 'SHIPPED', at: '2026-03-03T05:30:00.000Z', byRole: 'ADMIN', byName: 'Store' },
  ],
});

function renderTrack(entry = '/track-order') {
  return renderRoutes({
    routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
    initialEntries: [entry],
  });
}

describe('order tracking (/track-order)', () => {
  it('finds an order by its number and shows status, items, totals and a dated timeline', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/order/my-orders/track/AH-2026-000031'
        ? jsonResponse(shipped)
        : errorResponse(404, 'NOT_FOUND', 'Order not found.'),
    );
    const user = userEvent.setup();
    renderTrack();
    await user.type(screen.getByLabelText('Order number'), ' AH-2026-000031 ');
    await user.click(screen.getByRole('button', { name: 'Track' }));

    const order = await screen.findByRole('region', { name: 'Order AH-2026-000031' });
    expect(within(order).getByText('Shipped')).toBeInTheDocument();
    expect(within(order).getByText('Taif Rose Attar')).toBeInTheDocument();
    expect(within(order).getByText('₹5,549')).toBeInTheDocument();
    expect(within(order).getByText('₹49')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Pending').parentElement).toHaveTextContent(
      '2 March 2026, 1:30 am IST',
    );
    expect(within(timeline).getByText('Shipped').parentElement).toHaveTextContent(
      '3 March 2026, 11:00 am IST',
    );
    expect(within(timeline).getByText('Out for delivery').parentElement).toHaveTextContent(
      'Not yet',
    );
    expect(fetchMock).toHaveBeenCalled();
  });

  it('opens the order of ?order= and says plainly when it is not yours or does not exist', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'Order not found.'));
    renderTrack('/track-order?order=AH-2026-999999');
    expect(
      await screen.findByText('We could not find order AH-2026-999999 in your account.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue('AH-2026-999999');
  });

  it('asks for a number before looking', async () => {
    const fetchMock = mockFetch(() => errorResponse(404, 'NOT_FOUND', 'Order not found.'));
    const user = userEvent.setup();
    renderTrack();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      screen.getByText('Enter your order number, for example AH-2025-000123.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
