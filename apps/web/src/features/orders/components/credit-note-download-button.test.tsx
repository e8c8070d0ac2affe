import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { errorResponse, jsonResponse, mockFetch, renderInRouter, renderRoutes } from '@/test/utils';
import { ReturnRequestCard } from '@/features/returns/components/return-request-card';
import { returnRequestOf } from '@/features/returns/test/return-fixtures';
import { TrackOrderPage } from '../routes/track-order-page';
import { orderOf } from '../test/order-fixtures';

const saved = captureDownloads({ token: 'customer-token', blobUrl: 'blob:credit-note' });

const CREDIT_NOTE = {
  id: 4,
  creditNoteNumber: 'CN/26-27/000001',
  issuedAt: '2026-03-10T05:00:00.000Z',
  amount: 2750,
};

const pdf = () =>
  new Response('%PDF-1.3', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="credit-note-CN-26-27-000001.pdf"',
    },
  });

describe('the customer’s credit note download', () => {
  it('is offered beside the invoice on the order page and saves the PDF with the token', async () => {
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/order/my-orders/track/AH-2026-000031')
        return jsonResponse(orderOf({ status: 'DELIVERED', creditNotes: [CREDIT_NOTE] }));
      if (url.pathname === '/api/order/my-orders/31/credit-notes/4.pdf') return pdf();
      return errorResponse(404, 'NOT_FOUND', 'Not found.');
    });
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
      initialEntries: ['/track-order?order=AH-2026-000031'],
    });
    expect(
      await screen.findByRole('button', { name: 'Download the invoice of order AH-2026-000031' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000001' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:credit-note', download: 'credit-note-CN-26-27-000001.pdf' },
      ]),
    );
    const [, init] = calls.mock.calls.at(-1)!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer customer-token');
  });

  it('is not offered for an order without a credit note', async () => {
    mockFetch(() => jsonResponse(orderOf({ status: 'DELIVERED' })));
    renderRoutes({
      routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
      initialEntries: ['/track-order?order=AH-2026-000031'],
    });
    await screen.findByRole('button', { name: /Download the invoice/ });
    expect(screen.queryByRole('button', { name: /credit note/ })).toBeNull();
  });

  it('is offered on a completed return, and a refusal shows the server’s message', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'Credit note not found.'));
    const user = userEvent.setup();
    renderInRouter(
      <ReturnRequestCard
        request={returnRequestOf({ status: 'COMPLETED', creditNote: CREDIT_NOTE })}
      />,
    );
    expect(screen.getByText(/^CN\/26-27\/000001 · ₹2,750/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000001' }));
    expect(await screen.findByText('Could not download the credit note')).toBeInTheDocument();
    expect(screen.getByText('Credit note not found.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered on a request without one', () => {
    renderInRouter(<ReturnRequestCard request={returnRequestOf({ status: 'REJECTED' })} />);
    expect(screen.queryByRole('button', { name: /credit note/ })).toBeNull();
  });
});
