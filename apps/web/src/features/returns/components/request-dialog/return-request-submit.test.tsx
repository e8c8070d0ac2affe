import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import {
  eligibleItemOf,
  eligibleOrderOf,
  exchangeOptionOf,
  returnRequestOf,
} from '../../test/return-fixtures';
import {
  inDialog,
  MY_RETURNS_ROUTES,
  openOrder,
  productRadio,
  returnsApi,
  submitButton,
} from '../../test/returns-api-mock';

const ROSE = eligibleItemOf();
const RING = eligibleItemOf({
  id: 105,
  productId: 40,
  product: { id: 40, name: 'Polki Ring', sku: 'JWL-RNG-7', images: [], productType: 'JEWELRY' },
  name: 'Polki Ring',
  sku: 'JWL-RNG-7',
  size: '7',
  price: 58000,
  sealedRuleApplies: false,
});

function setUp(answers: Parameters<typeof returnsApi>[0] = {}) {
  const api = returnsApi({ orders: [eligibleOrderOf({ items: [ROSE, RING] })], ...answers });
  mockFetch(api.handler);
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const rendered = renderRoutes({ routes: MY_RETURNS_ROUTES, initialEntries: ['/returns'] });
  return { api, user, ...rendered };
}

async function chooseRoseWithReason(
  user: ReturnType<typeof userEvent.setup>,
  reason = 'Defective product',
) {
  await openOrder(user);
  await user.click(productRadio('Taif Rose Attar'));
  await user.selectOptions(inDialog().getByLabelText(/Reason for/), reason);
}

afterEach(() => vi.useRealTimers());

describe('submitting a return or exchange request', () => {
  it('needs a reason first', async () => {
    const { api, user } = setUp();
    await openOrder(user);
    await user.click(productRadio('Taif Rose Attar'));
    await user.click(submitButton());
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(api.submits()).toHaveLength(0);
  });

  it('says so when the product has no id to send', async () => {
    const { api, user } = setUp({
      orders: [eligibleOrderOf({ items: [eligibleItemOf({ productId: 0 })] })],
    });
    await chooseRoseWithReason(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Missing order ID or product ID. Please try selecting the product again.',
      ),
    ).toBeInTheDocument();
    expect(api.submits()).toHaveLength(0);
  });

  it('sends a return, reads "Submitting..." meanwhile, then thanks, closes and refreshes the list a second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    const { api, user, queryClient } = setUp({
      submit: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await chooseRoseWithReason(user);
    await user.type(inDialog().getByLabelText('Additional Comments'), '  The atomiser leaks.  ');
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    expect(api.submits()[0]!.body).toEqual({
      orderId: 31,
      productId: 11,
      orderItemId: 101,
      reason: 'Defective product',
      comment: 'The atomiser leaks.',
      type: 'RETURN',
    });

    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    const loadsBefore = api.requestListLoads().length;
    answer(jsonResponse(returnRequestOf({ id: 70 }), 201));
    expect(await screen.findByText('Request submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(refresh).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['returns'] });
    await waitFor(() => expect(api.requestListLoads().length).toBe(loadsBefore + 1));
  });

  it('needs the seal confirmed for a change of mind, and sends it', async () => {
    const { api, user } = setUp();
    await chooseRoseWithReason(user, 'Changed mind');
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Fragrances are taken back for this reason only unopened and sealed. Please confirm the seal is intact.',
        { selector: '[data-sonner-toast] *' },
      ),
    ).toBeInTheDocument();
    expect(api.submits()).toHaveLength(0);

    await user.click(
      inDialog().getByRole('checkbox', { name: /I confirm the product is unopened and sealed/ }),
    );
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    expect(api.submits()[0]!.body).toMatchObject({ reason: 'Changed mind', unopenedSealed: true });
  });

  it('sends an exchange for the option the shopper picks', async () => {
    const { api, user } = setUp({
      exchangeOptions: [
        exchangeOptionOf(),
        exchangeOptionOf({ id: 13, name: 'Kannauj Rose Attar', size: '12 ml', price: 2600 }),
      ],
    });
    await openOrder(user);
    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
    await user.click(productRadio('Taif Rose Attar'));
    await user.selectOptions(
      inDialog().getByLabelText('Reason for exchange'),
      'Wrong item received',
    );

    const kannauj = await inDialog().findByRole('radio', { name: /Kannauj Rose Attar/ });
    expect(kannauj.closest('label')).toHaveTextContent('12 ml · ₹2,600');
    const optionsCall = api.calls.find(
      (call) => call.url.pathname === '/api/returns/exchange-options',
    );
    expect(Object.fromEntries(optionsCall!.url.searchParams)).toEqual({
      orderId: '31',
      productId: '11',
    });

    await user.click(submitButton());
    expect(
      await screen.findByText('Choose the product you would like instead.'),
    ).toBeInTheDocument();
    expect(api.submits()).toHaveLength(0);

    await user.click(kannauj);
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    expect(api.submits()[0]!.body).toEqual({
      orderId: 31,
      productId: 11,
      orderItemId: 101,
      reason: 'Wrong item received',
      comment: null,
      type: 'EXCHANGE',
      exchangeProductId: 13,
    });
  });

  it('asks which ring size when a jewelry piece is exchanged for itself', async () => {
    const { api, user } = setUp({
      exchangeOptions: [
        exchangeOptionOf({
          id: 40,
          name: 'Polki Ring',
          size: '7',
          price: 58000,
          sameProduct: true,
          sameName: true,
        }),
      ],
    });
    await openOrder(user);
    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
    await user.click(productRadio('Polki Ring'));
    await user.selectOptions(inDialog().getByLabelText('Reason for exchange'), 'Size/fit issue');
    expect(inDialog().queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(await inDialog().findByRole('radio', { name: /Polki Ring/, checked: false }));

    await user.click(submitButton());
    expect(
      await screen.findByText('Enter the ring size you would like instead.'),
    ).toBeInTheDocument();
    await user.type(inDialog().getByLabelText('Ring size you would like'), '9');
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    expect(api.submits()[0]!.body).toMatchObject({
      type: 'EXCHANGE',
      exchangeProductId: 40,
      exchangeSize: '9',
    });
  });

  it('takes a UPI id for the refund of a cash-on-delivery return', async () => {
    const cod = eligibleOrderOf({
      paymentMethod: { method: 'cod', displayName: 'Cash on Delivery' },
    });
    const { api, user } = setUp({ orders: [cod] });
    await chooseRoseWithReason(user);
    await user.type(inDialog().getByLabelText('UPI ID for your refund'), 'meera@okbank');

    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
    expect(inDialog().queryByLabelText('UPI ID for your refund')).not.toBeInTheDocument();
    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'RETURN');
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    expect(api.submits()[0]!.body).toMatchObject({ type: 'RETURN', refundUpiId: 'meera@okbank' });
  });

  it('offers no UPI id field for a prepaid order', async () => {
    const { user } = setUp();
    await chooseRoseWithReason(user);
    expect(inDialog().queryByLabelText('UPI ID for your refund')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses, and keeps the dialog open', async () => {
    const { user } = setUp({
      submit: () =>
        errorResponse(
          409,
          'RETURN_ALREADY_REQUESTED',
          'A return or exchange has already been requested for this item.',
        ),
    });
    await chooseRoseWithReason(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('A return or exchange has already been requested for this item.', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('says "Failed to submit request" when the server gives no reason', async () => {
    const { user } = setUp({ submit: () => new Response(null, { status: 502 }) });
    await chooseRoseWithReason(user);
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit request')).toBeInTheDocument();
  });
});
