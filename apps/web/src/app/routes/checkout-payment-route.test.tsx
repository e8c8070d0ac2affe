import type { Order, OrderPayment } from '@attar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { orderOf } from '@/features/orders/test/order-fixtures';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CheckoutRoute } from './checkout-route';

const TEN_MINUTES = 10 * 60 * 1000;

/** An order of the test gateway, waiting for its payment for ten more minutes. */
function awaitingOrder(overrides: Partial<Order> = {}): Order {
  return orderOf({
    paymentMethod: { id: 5, method: 'test_gateway', displayName: 'Pay online (test mode)' },
    codFee: 0,
    giftWrapCharge: 0,
    giftMessage: null,
    totalAmount: 5500,
    paymentDueBy: new Date(Date.now() + TEN_MINUTES).toISOString(),
    ...overrides,
  });
}

const paidOrder = (): Order =>
  awaitingOrder({ status: 'CONFIRMED', paymentStatus: 'PAID', paymentDueBy: null });

const PAYMENT: OrderPayment = {
  provider: 'test',
  gatewayOrderId: 'order_T31b',
  amount: 550000,
  currency: 'INR',
  keyId: 'rzp_test_store',
  checkoutUrl: '/test-gateway/checkout/order_T31b?return=/checkout/payment/31',
  dueBy: new Date(Date.now() + TEN_MINUTES).toISOString(),
  test: true,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The payment calls; `track` answers GET of the order (in turn, the last one repeated). */
function mockPaymentApi(answers: {
  track?: (() => Response)[];
  verify?: () => Response;
  start?: () => Response;
  payOnDelivery?: () => Response;
}) {
  const sent: Sent[] = [];
  let reads = 0;
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/order/my-orders/track/31': {
        const track = answers.track ?? [() => jsonResponse(awaitingOrder())];
        const answer = track[Math.min(reads, track.length - 1)]!;
        reads += 1;
        return answer();
      }
      case 'POST /api/payments/razorpay/verify':
        return answers.verify ? answers.verify() : jsonResponse(paidOrder());
      case 'POST /api/payments/orders/31/start':
        return answers.start ? answers.start() : jsonResponse(PAYMENT);
      case 'POST /api/payments/orders/31/pay-on-delivery':
        return answers.payOnDelivery
          ? answers.payOnDelivery()
          : jsonResponse(
              orderOf({ paymentMethod: { id: 1, method: 'cod', displayName: 'Cash on Delivery' } }),
            );
      case 'GET /api/admin/settings/cod-fee':
        return jsonResponse({ codFee: 49 });
      default:
        return errorResponse(404, 'NOT_FOUND', `No mock for ${url.pathname}`);
    }
  });
  return { sent, fetchMock };
}

function renderAt(entry: string) {
  return renderRoutes({
    routes: [
      { path: '/checkout/*', element: <CheckoutRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [entry],
  });
}

const SIGNED =
  '/checkout/payment/31?razorpay_order_id=order_T31b&razorpay_payment_id=pay_T9&razorpay_signature=abc123';

describe('the payment result (/checkout/payment/:orderId)', () => {
  beforeEach(() => {
    writeSession({ token: 'a.jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'a.jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('checks a signed result once, says the payment is received, then opens the order in My Account', async () => {
    const { sent } = mockPaymentApi({ track: [() => jsonResponse(paidOrder())] });
    const { history } = renderAt(SIGNED);

    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('AH-2026-000031')).toBeInTheDocument();
    expect(screen.getByText('TEST')).toBeInTheDocument();
    const verifies = sent.filter((call) => call.path === '/api/payments/razorpay/verify');
    expect(verifies).toEqual([
      {
        method: 'POST',
        path: '/api/payments/razorpay/verify',
        body: {
          orderId: 31,
          razorpay_order_id: 'order_T31b',
          razorpay_payment_id: 'pay_T9',
          razorpay_signature: 'abc123',
        },
      },
    ]);
    await waitFor(
      () =>
        expect(`${history.location.pathname}${history.location.search}`).toBe('/profile?placed=31'),
      { timeout: 4000 },
    );
  });

  it('says it is confirming a payment the gateway has not captured yet, and reads the order again', async () => {
    mockPaymentApi({
      verify: () => jsonResponse(awaitingOrder()),
      track: [() => jsonResponse(awaitingOrder()), () => jsonResponse(paidOrder())],
    });
    renderAt(SIGNED);
    expect(
      await screen.findByRole('heading', { name: 'We are confirming your payment' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s words when the result cannot be verified, and still offers to pay', async () => {
    mockPaymentApi({
      verify: () =>
        errorResponse(
          400,
          'BAD_SIGNATURE',
          'The payment could not be verified. If money left your account, it will be refunded.',
        ),
    });
    renderAt(SIGNED);
    expect(
      await screen.findByRole('heading', { name: 'We could not check your payment' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment could not be verified. If money left your account, it will be refunded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('after a failed payment, shows the time left and opens the payment page again', async () => {
    const { sent } = mockPaymentApi({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderAt('/checkout/payment/31?payment=failed');

    expect(
      await screen.findByRole('heading', {
        name: 'Your payment did not go through. Nothing was charged.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Time left to pay:/)).toHaveTextContent(/(9:5\d|10:00)/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT.checkoutUrl));
    expect(sent.some((call) => call.path === '/api/payments/orders/31/start')).toBe(true);
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
  });

  it('after a cancelled payment, switches the order to pay on delivery and opens it', async () => {
    const { sent } = mockPaymentApi({});
    const user = userEvent.setup();
    const { history } = renderAt('/checkout/payment/31?payment=cancelled');

    expect(
      await screen.findByRole('heading', { name: 'You left the payment page before paying.' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/with a Cash on Delivery fee of ₹49 added/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay on delivery instead' }));
    await waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe('/profile?placed=31'),
    );
    expect(
      sent.filter((call) => call.path === '/api/payments/orders/31/pay-on-delivery'),
    ).toHaveLength(1);
  });

  it('shows the server’s refusals in its words', async () => {
    mockPaymentApi({
      start: () =>
        errorResponse(
          503,
          'GATEWAY_UNAVAILABLE',
          'The payment gateway is not answering. Your order is saved: try paying again in a moment.',
        ),
      payOnDelivery: () =>
        errorResponse(
          422,
          'PAYMENT_METHOD_UNAVAILABLE',
          'Cash on delivery is not available for this order.',
        ),
    });
    const user = userEvent.setup();
    renderAt('/checkout/payment/31?payment=failed');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment gateway is not answering. Your order is saved: try paying again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash on delivery is not available for this order.',
    );
  });

  it('offers to try again when the payment page never opened', async () => {
    mockPaymentApi({});
    renderAt('/checkout/payment/31');
    expect(
      await screen.findByRole('heading', {
        name: 'The payment gateway is not answering. Your order is saved: try paying again in a moment.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no payment for an order no longer waiting for one', async () => {
    mockPaymentApi({
      track: [() => jsonResponse(awaitingOrder({ status: 'CANCELLED', paymentDueBy: null }))],
    });
    renderAt('/checkout/payment/31?payment=cancelled');
    expect(
      await screen.findByRole('heading', { name: 'This order was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
