import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import ReturnDetailPage from '@/features/admin/returns/routes/return-detail-page';
import { RECEIVED, returnRequest } from '@/features/admin/returns/test-fixtures';
import { orderActivity } from '../components/order-activity';
import { adminOrderOf } from '../test-fixtures';
import OrderDetailPage from './order-detail-page';

const CREDIT_NOTE = {
  id: 4,
  creditNoteNumber: 'CN/26-27/000001',
  issuedAt: '2026-03-10T05:00:00.000Z',
  amount: 2750,
};

const DELIVERED = adminOrderOf({
  status: 'DELIVERED',
  nextStatuses: [],
  invoice: { invoiceNumber: 'AH/25-26/000007', issuedAt: '2026-03-03T05:30:00.000Z' },
  invoiceAvailable: true,
  creditNotes: [CREDIT_NOTE],
});

const saved: { href: string; download: string }[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved.length = 0;
  window.localStorage.setItem('token', 'admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:credit-note');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const pdf = () =>
  new Response('%PDF-1.3', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="credit-note-CN-26-27-000001.pdf"',
    },
  });

describe('credit notes in the back office', () => {
  it('the order page lists the credit note, downloads it and names it in the timeline', async () => {
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/admin/orders/31') return jsonResponse(DELIVERED);
      if (url.pathname === '/api/admin/orders/31/credit-notes/4.pdf') return pdf();
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/admin/orders/:id', element: <OrderDetailPage /> }],
      initialEntries: ['/admin/orders/31'],
    });
    const payment = within(await screen.findByRole('region', { name: 'Payment and invoice' }));
    expect(payment.getByText('CN/26-27/000001')).toBeInTheDocument();
    await user.click(payment.getByRole('button', { name: 'Download credit note CN/26-27/000001' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:credit-note', download: 'credit-note-CN-26-27-000001.pdf' },
      ]),
    );
    const [, init] = calls.mock.calls.at(-1)!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
    const timeline = within(screen.getByRole('region', { name: 'Timeline and notes' }));
    expect(timeline.getByText('Credit note CN/26-27/000001 issued')).toBeInTheDocument();
  });

  it('the timeline puts the credit note between the changes and notes around it', () => {
    const entries = orderActivity({
      timeline: [
        { status: 'DELIVERED', at: '2026-03-05T05:00:00.000Z', byRole: 'ADMIN', byName: null },
      ],
      notes: [
        { id: 1, body: 'Refund sent.', at: '2026-03-11T05:00:00.000Z', byName: 'A', byEmail: null },
      ],
      creditNotes: [CREDIT_NOTE],
    });
    expect(entries.map((entry) => entry.key)).toEqual(['status-0', 'credit-note-4', 'note-1']);
  });

  it('the order page offers no credit note when there is none', async () => {
    mockFetch(() => jsonResponse({ ...DELIVERED, creditNotes: [] }));
    renderRoutes({
      routes: [{ path: '/admin/orders/:id', element: <OrderDetailPage /> }],
      initialEntries: ['/admin/orders/31'],
    });
    await screen.findByRole('region', { name: 'Payment and invoice' });
    expect(screen.queryByRole('button', { name: /credit note/ })).toBeNull();
  });

  it('a completed return’s page downloads its credit note from the order’s path', async () => {
    const request = returnRequest(12, {
      status: 'COMPLETED',
      receipt: RECEIVED,
      refund: {
        amount: 2750,
        method: 'ORIGINAL_PAYMENT',
        destination: null,
        reference: null,
        at: '2026-03-10T05:00:00.000Z',
      },
      creditNote: CREDIT_NOTE,
    });
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/admin/returns/12') return jsonResponse(request);
      if (url.pathname === `/api/admin/orders/${request.orderId}/credit-notes/4.pdf`) return pdf();
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/admin/return/:id', element: <ReturnDetailPage /> }],
      initialEntries: ['/admin/return/12'],
    });
    const refund = within(await screen.findByRole('region', { name: 'Refund' }));
    await user.click(refund.getByRole('button', { name: 'Download credit note CN/26-27/000001' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.mock.calls.at(-1)![0].toString()).toContain(
      `/api/admin/orders/${request.orderId}/credit-notes/4.pdf`,
    );
  });
});
