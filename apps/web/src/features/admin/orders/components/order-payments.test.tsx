import type { PaymentLedgerEntry } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderInRouter } from '@/test/utils';
import { OrderPaymentsSection } from './order-payments';

const entry = (values: Partial<PaymentLedgerEntry>): PaymentLedgerEntry => ({
  id: 1,
  kind: 'CAPTURE',
  provider: 'razorpay',
  gatewayOrderId: 'order_R1',
  gatewayPaymentId: 'pay_R1',
  gatewayRefundId: null,
  amount: 2200,
  status: 'captured',
  method: 'upi',
  detail: null,
  reference: null,
  createdAt: '2026-03-01T20:00:00.000Z',
  ...values,
});

const failedRefund = entry({
  id: 2,
  kind: 'REFUND',
  status: 'failed',
  reference: 'AH-2026-000031-R0a1b2c3d4e',
  detail: 'Order cancelled by the store.',
});

describe('the order’s payments ledger', () => {
  it('shows a refund’s reference and asks the gateway again for a failed one', async () => {
    const retries: string[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        retries.push(url.pathname);
        return jsonResponse([entry({}), { ...failedRefund, status: 'requested' }]);
      }
      return jsonResponse([entry({}), failedRefund]);
    });
    renderInRouter(<OrderPaymentsSection orderId={31} />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const rows = await within(payments).findAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('AH-2026-000031-R0a1b2c3d4e');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('Refund asked for again')).toBeInTheDocument();
    expect(retries).toEqual(['/api/admin/orders/31/payments/2/retry']);
    expect(within(payments).getByText('Status requested')).toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: 'Retry refund' })).toBeNull();
  });

  it('says why a retry was refused', async () => {
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? errorResponse(409, 'CONFLICT', 'Only a failed refund can be tried again.')
        : jsonResponse([failedRefund]),
    );
    renderInRouter(<OrderPaymentsSection orderId={31} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('Could not retry the refund')).toBeInTheDocument();
    expect(screen.getByText('Only a failed refund can be tried again.')).toBeInTheDocument();
  });
});
