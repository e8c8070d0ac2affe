import type { Order } from '@attar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { orderOf } from '../test/order-fixtures';
import { CodConfirmationForm } from './cod-confirmation';

// 29 November, 6:30 pm in India.
const awaiting = orderOf({
  id: 41,
  orderNumber: 'AH-2026-000041',
  codConfirmBy: '2026-11-29T13:00:00.000Z',
});

function mockCodApi(answer: (path: string, body: unknown) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path: url.pathname, body });
    return answer(url.pathname, body);
  });
  return calls;
}

describe('confirming a cash-on-delivery order by code', () => {
  it('sends the code from the mail’s link and says the order is confirmed', async () => {
    const calls = mockCodApi(() =>
      jsonResponse({ ...awaiting, status: 'CONFIRMED', codConfirmBy: null } satisfies Order),
    );
    const user = userEvent.setup();
    renderAt(<CodConfirmationForm order={awaiting} initialCode="123456" />);
    const form = screen.getByRole('form', { name: 'Confirm this order' });
    expect(form).toHaveTextContent('by 6:30 pm on 29 November 2026');
    expect(form).toHaveTextContent('and by SMS to 9876543210');
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order AH-2026-000041 is confirmed')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/api/order/my-orders/41/confirm-cod', body: { code: '123456' } },
    ]);
  });

  it('keeps digits only, asks for six, and shows the server’s word on a wrong code', async () => {
    const calls = mockCodApi(() =>
      errorResponse(422, 'WRONG_CODE', 'That code is not right. 4 tries left.'),
    );
    const user = userEvent.setup();
    renderAt(<CodConfirmationForm order={awaiting} />);
    const field = screen.getByLabelText('Confirmation code');
    await user.type(field, '12a3');
    expect(field).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from the mail or the SMS.',
    );
    expect(calls).toEqual([]);
    await user.type(field, '4567');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. 4 tries left.',
    );
  });

  it('mails a new code on request', async () => {
    const calls = mockCodApi(() => jsonResponse(awaiting));
    const user = userEvent.setup();
    renderAt(<CodConfirmationForm order={awaiting} />);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/order/my-orders/41/confirm-cod/resend']);
  });

  it('shows nothing for an order that waits for no code', () => {
    renderAt(<CodConfirmationForm order={orderOf({ codConfirmBy: null })} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
