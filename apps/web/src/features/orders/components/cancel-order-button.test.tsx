import type { Order } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TrackOrderPage } from '../routes/track-order-page';
import { orderOf } from '../test/order-fixtures';

function renderTracking(answerCancel: (body: unknown) => Response) {
  let current: Order = orderOf({ status: 'CONFIRMED' });
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/order/my-orders/track/AH-2026-000031') return jsonResponse(current);
    if (url.pathname === '/api/order/my-orders/31/cancel' && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      sent.push(body);
      const answer = answerCancel(body);
      if (answer.ok) {
        current = {
          ...current,
          status: 'CANCELLED',
          cancelReason: 'Another reason: Plans changed',
        };
      }
      return answer;
    }
    return errorResponse(404, 'NOT_FOUND', 'Order not found.');
  });
  renderRoutes({
    routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
    initialEntries: ['/track-order?order=AH-2026-000031'],
  });
  return sent;
}

describe('a shopper cancelling an order that has not shipped', () => {
  it('asks why, needs words for another reason, cancels it and shows it cancelled', async () => {
    const sent = renderTracking(() => jsonResponse({}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order AH-2026-000031' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order AH-2026-000031?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why you are cancelling.');

    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Tell us in a few words why you are cancelling.',
    );
    await user.type(within(dialog).getByLabelText('Tell us more'), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ reason: 'OTHER', details: 'Plans changed' }]);
    expect(
      await screen.findByText('You cancelled this order: Another reason: Plans changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  });

  it('shows the store’s refusal in the dialog when the order shipped meanwhile', async () => {
    renderTracking(() =>
      errorResponse(
        409,
        'INVALID_STATUS_TRANSITION',
        'This order has left our warehouse and can no longer be cancelled. You can return it once it is delivered.',
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order AH-2026-000031' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'I ordered it by mistake' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order has left our warehouse and can no longer be cancelled.',
    );
  });

  it('is not offered once the order has shipped', async () => {
    mockFetch(() => jsonResponse(orderOf({ status: 'SHIPPED' })));
    renderRoutes({
      routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
      initialEntries: ['/track-order?order=AH-2026-000031'],
    });
    expect(await screen.findByText(/Order AH-2026-000031/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  });
});
