import { RETURN_MESSAGES, type ReturnRequest } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { COD, RECEIVED, returnRequest } from '../test-fixtures';
import ReturnDetailPage from '../routes/return-detail-page';

interface Decision {
  path: string;
  body: unknown;
}

/**
 * The request's page over a fake API: GET answers the request as it stands; a decision is
 * recorded and answered by `decide` (the request after it, or an error response).
 */
function renderDecisions(
  request: ReturnRequest,
  decide: (decision: Decision) => ReturnRequest | Response,
) {
  const decisions: Decision[] = [];
  let current = request;
  mockFetch((url, init) => {
    if (init?.method === 'POST') {
      const decision = { path: url.pathname, body: JSON.parse(String(init.body)) as unknown };
      decisions.push(decision);
      const answer = decide(decision);
      if (answer instanceof Response) return answer;
      current = answer;
      return jsonResponse(answer);
    }
    return jsonResponse(current);
  });
  renderRoutes({
    routes: [{ path: '/admin/return/:id', element: <ReturnDetailPage /> }],
    initialEntries: [`/admin/return/${request.id}`],
  });
  return decisions;
}

const open = async (user: ReturnType<typeof userEvent.setup>, button: string) => {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(screen.getByRole('dialog'));
};
const statusBadge = (label: string) => screen.findByText(label, { selector: 'span.rounded-full' });

describe('decisions on a return request', () => {
  it('approves an exchange after saying it takes stock and creates a no-charge order', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, {
      type: 'EXCHANGE',
      exchangeSize: '14',
      exchangeProductData: {
        id: 31,
        name: 'Polki Ring',
        sku: 'JWL-RNG-7',
        size: '12',
        imageUrl: null,
        price: 58000,
      },
    });
    const decisions = renderDecisions(request, () => ({
      ...request,
      status: 'APPROVED',
      exchangeOrder: { id: 77, orderNumber: 'AH-2026-00077', status: 'CONFIRMED' },
    }));
    const dialog = await open(user, 'Approve');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /takes stock for Polki Ring in size 14 and creates a no-charge exchange order/,
    );
    await user.type(dialog.getByLabelText('Note (optional)'), ' Size confirmed by phone ');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/approve',
        body: { note: 'Size confirmed by phone', noteVisibleToCustomer: false },
      },
    ]);
    const approved = await statusBadge('Approved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The Approve button is gone: focus lands on the new status, not on the page.
    await waitFor(() => expect(approved.parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Mark received' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AH-2026-00077' })).toBeInTheDocument();
  });

  it('keeps an approval note internal unless it is marked for the customer', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12);
    const decisions = renderDecisions(request, () => ({ ...request, status: 'APPROVED' }));
    const dialog = await open(user, 'Approve');
    const shown = dialog.getByRole('checkbox', { name: 'Show this note to the customer' });
    expect(shown).not.toBeChecked();
    expect(dialog.getByText('Kept in the request’s timeline for admins only.')).toBeInTheDocument();
    await user.click(shown);
    expect(
      dialog.getByText('Kept in the request’s timeline; the customer sees it in theirs.'),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note (optional)'), 'Pack it in its box, please.');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/approve',
        body: { note: 'Pack it in its box, please.', noteVisibleToCustomer: true },
      },
    ]);
  });

  it('offers no such checkbox for a rejection, whose reason the customer always reads', async () => {
    const user = userEvent.setup();
    renderDecisions(returnRequest(12), () => returnRequest(12));
    const dialog = await open(user, 'Reject');
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('will not reject without a reason for the customer', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12);
    const decisions = renderDecisions(request, ({ body }) => ({
      ...request,
      status: 'REJECTED',
      rejectionReason: (body as { reason: string }).reason,
    }));
    const dialog = await open(user, 'Reject');
    await user.type(dialog.getByLabelText('Reason for the customer'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Tell the customer why the request is rejected.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason for the customer')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(decisions).toEqual([]);

    await user.type(dialog.getByLabelText('Reason for the customer'), 'The seal is broken.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(decisions).toEqual([
      { path: '/api/admin/returns/12/reject', body: { reason: 'The seal is broken.' } },
    ]);
    expect(await statusBadge('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('marks an item received within 1 to the quantity bought, damaged no more than received', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, { status: 'APPROVED' });
    const decisions = renderDecisions(request, () => ({ ...request, receipt: RECEIVED }));
    const dialog = await open(user, 'Mark received');
    const received = dialog.getByLabelText('Quantity received');
    const damaged = dialog.getByLabelText('Quantity damaged');
    expect(received).toHaveValue(2);
    expect(received).toHaveAttribute('max', '2');
    expect(damaged).toHaveValue(0);

    await user.clear(received);
    await user.type(received, '3');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(dialog.getByText('At most 2 can be received for this item.')).toBeInTheDocument();

    await user.clear(received);
    await user.type(received, '0');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(dialog.getByText('At least one unit must be received.')).toBeInTheDocument();

    await user.clear(received);
    await user.type(received, '1');
    await user.clear(damaged);
    await user.type(damaged, '2');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(
      dialog.getByText('The damaged quantity cannot exceed the quantity received.'),
    ).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.clear(damaged);
    await user.type(damaged, '1');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Item marked received')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/receive',
        body: { quantityReceived: 1, quantityDamaged: 1, note: null, noteVisibleToCustomer: false },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('completes a cash-on-delivery return only with the transfer method, destination and reference', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, {
      status: 'APPROVED',
      receipt: RECEIVED,
      order: { ...returnRequest(12).order, paymentMethod: COD },
    });
    const decisions = renderDecisions(request, () => ({ ...request, status: 'COMPLETED' }));
    const dialog = await open(user, 'Complete');
    // 1 of 2 units received: half of ₹4,498.50, to the paise.
    expect(dialog.getByText('₹2,249.25')).toBeInTheDocument();
    expect(dialog.getByText(/1 of 2 units/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Refund method')).toHaveValue('');

    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(
      dialog.getByText('A cash-on-delivery order is refunded by UPI or bank transfer.', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Enter the UPI id or bank account the refund was sent to.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Enter the transfer reference.')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('Refund method'), 'Bank transfer');
    await user.type(
      dialog.getByLabelText('Refund destination'),
      'HDFC 50100012345678, HDFC0000001',
    );
    await user.type(dialog.getByLabelText('Transfer reference'), 'UTR998877');
    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Return completed')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/complete',
        body: {
          refundMethod: 'BANK_TRANSFER',
          refundDestination: 'HDFC 50100012345678, HDFC0000001',
          refundReference: 'UTR998877',
          note: null,
          noteVisibleToCustomer: false,
        },
      },
    ]);
    expect(await statusBadge('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it("prefills a cash-on-delivery refund with the customer's UPI id", async () => {
    const user = userEvent.setup();
    renderDecisions(
      returnRequest(12, {
        status: 'APPROVED',
        receipt: RECEIVED,
        refundUpiId: 'meera@okicici',
        order: { ...returnRequest(12).order, paymentMethod: COD },
      }),
      () => errorResponse(500, 'INTERNAL_ERROR', 'unused'),
    );
    const dialog = await open(user, 'Complete');
    expect(dialog.getByLabelText('Refund method')).toHaveValue('UPI');
    expect(dialog.getByLabelText('Refund destination')).toHaveValue('meera@okicici');
  });

  it('completes a prepaid return to the original payment method, the reference optional', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, {
      status: 'APPROVED',
      receipt: { ...RECEIVED!, quantityReceived: 2 },
      order: { ...returnRequest(12).order, paymentMethod: { method: 'upi', displayName: 'UPI' } },
    });
    const decisions = renderDecisions(request, () => ({ ...request, status: 'COMPLETED' }));
    const dialog = await open(user, 'Complete');
    expect(dialog.getByText('₹4,498.50')).toBeInTheDocument();
    expect(dialog.getByText('Original payment method')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Refund method')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Refund destination')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Refund reference (optional)')).toHaveValue('');

    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Return completed')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/complete',
        body: {
          refundMethod: 'ORIGINAL_PAYMENT',
          refundReference: null,
          note: null,
          noteVisibleToCustomer: false,
        },
      },
    ]);
  });

  it('completes a return paid online without a reference: the gateway gives it', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, {
      status: 'APPROVED',
      receipt: { ...RECEIVED!, quantityReceived: 1 },
      order: {
        ...returnRequest(12).order,
        paymentMethod: {
          method: 'razorpay',
          displayName: 'Pay online: UPI, cards, netbanking, wallets',
        },
      },
    });
    const decisions = renderDecisions(request, () => ({ ...request, status: 'COMPLETED' }));
    const dialog = await open(user, 'Complete');
    expect(
      dialog.getByText(/goes back to the customer’s payment through the payment gateway/),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('Refund reference (optional)')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Return completed')).toBeInTheDocument();
    expect(decisions[0]!.body).toMatchObject({ refundMethod: 'ORIGINAL_PAYMENT' });
  });

  it('completes an exchange by closing it', async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, { type: 'EXCHANGE', status: 'APPROVED', receipt: RECEIVED });
    const decisions = renderDecisions(request, () => ({ ...request, status: 'COMPLETED' }));
    const dialog = await open(user, 'Complete');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      /replacement ships through the exchange order/,
    );
    expect(dialog.queryByText(/Refund/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Exchange completed')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        path: '/api/admin/returns/12/complete',
        body: { note: null, noteVisibleToCustomer: false },
      },
    ]);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, { status: 'APPROVED', receipt: RECEIVED });
    renderDecisions(request, () =>
      errorResponse(
        409,
        'INVALID_STATUS_TRANSITION',
        'Mark the item received before completing the request.',
      ),
    );
    const dialog = await open(user, 'Complete');
    await user.click(dialog.getByRole('button', { name: 'Complete' }));
    expect(
      await dialog.findByText('Mark the item received before completing the request.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it("puts the server's validation details beside their fields", async () => {
    const user = userEvent.setup();
    const request = returnRequest(12, { status: 'APPROVED' });
    const issue = { path: 'quantityDamaged', message: RETURN_MESSAGES.damagedOverReceived };
    renderDecisions(request, () =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: `${issue.path}: ${issue.message}`,
          details: [issue],
          requestId: 'test',
        },
        400,
      ),
    );
    const dialog = await open(user, 'Mark received');
    await user.click(dialog.getByRole('button', { name: 'Mark received' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Quantity damaged')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(dialog.getByLabelText('Quantity damaged')).toHaveAccessibleDescription(
      'The damaged quantity cannot exceed the quantity received.',
    );
  });
});
