import type { Address, PaymentMethod, Quote } from '@attar/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { useCartStore } from '@/features/cart/cart-store';
import { cashOnDelivery, homeAddress, quoteFor } from '@/features/checkout/test/checkout-fixtures';
import { orderOf } from '@/features/orders/test/order-fixtures';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CheckoutRoute } from './checkout-route';
import { ProfileRoute } from './profile-route';

const page = (content: Address[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 100,
  first: true,
  last: true,
  empty: content.length === 0,
});

interface ApiOptions {
  addresses?: Address[];
  delivery?: { available: boolean; codAvailable: boolean } | 'error';
  placeOrder?: () => Response;
  methods?: PaymentMethod[];
  /**
   * What the quote changes from quoteFor's figures (the COD limit's verdict, say), or a function
   * of the payment method sent.
   */
  quote?:
    | Partial<Quote>
    | ((paymentMethodId: number | undefined, body: { giftWrap?: boolean }) => Partial<Quote>);
}

function mockCheckoutApi({
  addresses = [homeAddress],
  delivery = { available: true, codAvailable: true },
  placeOrder,
  methods = [cashOnDelivery],
  quote,
}: ApiOptions = {}) {
  return mockFetch((url, init) => {
    switch (url.pathname) {
      case '/api/shipping-addresses/GetAll':
        return jsonResponse(page(addresses));
      case '/api/shipping/get-by-pincode':
        return delivery === 'error'
          ? errorResponse(500, 'INTERNAL_ERROR', 'Something broke')
          : jsonResponse({ pincode: url.searchParams.get('pincode'), charge: 0, ...delivery });
      case '/api/payment-methods/active':
        return jsonResponse(methods);
      case '/api/admin/settings/cod-fee':
        return jsonResponse({ codFee: 49 });
      case '/api/cart/quote': {
        const body = JSON.parse(String(init?.body)) as {
          paymentMethodId?: number;
          giftWrap?: boolean;
        };
        const changes = typeof quote === 'function' ? quote(body.paymentMethodId, body) : quote;
        return jsonResponse({
          ...quoteFor(body.paymentMethodId === cashOnDelivery.id),
          ...changes,
        });
      }
      case '/api/order/placeOrder':
        return placeOrder ? placeOrder() : jsonResponse(orderOf(), 201);
      default:
        return errorResponse(404, 'NOT_FOUND', `No mock for ${url.pathname}`);
    }
  });
}

function renderCheckout() {
  return renderRoutes({
    routes: [
      { path: '/checkout', element: <CheckoutRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: ['/checkout'],
  });
}

async function goToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 3000 }));
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  await vi.waitFor(() => expect(continueButton).toBeEnabled());
  await user.click(continueButton);
  await user.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review Order' })).toBeInTheDocument();
}

describe('checkout (/checkout)', () => {
  beforeEach(() => {
    writeSession({ token: 'a.jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'a.jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
    useCartStore.setState({
      items: [
        {
          id: 11,
          name: 'Taif Rose Attar',
          price: 2750,
          image: null,
          category: 'Attars',
          size: '12 ml',
          quantity: 2,
          sku: 'AH-ROSE-12',
        },
      ],
      total: 5500,
      itemCount: 2,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a visitor to log in, and a person with an empty cart to the cart', async () => {
    mockCheckoutApi();
    useCartStore.setState({ items: [], total: 0, itemCount: 0 });
    renderCheckout();
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');

    useAuthStore.setState({ token: null, isAuthenticated: false, user: null });
    renderCheckout();
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/login'),
    );
  });

  it('asks for an address, and keeps Continue disabled until delivery to its pincode is available', async () => {
    mockCheckoutApi({ addresses: [] });
    renderCheckout();
    expect(await screen.findByText('Address Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });

  it('says "Delivery Not Available" and keeps Continue disabled for a pincode without delivery', async () => {
    mockCheckoutApi({ delivery: { available: false, codAvailable: false } });
    renderCheckout();
    expect(await screen.findByText('Delivery Not Available')).toBeInTheDocument();
    expect(
      screen.getByText('Delivery is not available at your location. Please try another address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says when the delivery check fails', async () => {
    mockCheckoutApi({ delivery: 'error' });
    renderCheckout();
    expect(
      await screen.findByText('Failed to check delivery availability. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('needs a payment method, adds the COD fee and reviews the order', async () => {
    mockCheckoutApi();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByText('Delivery Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Cash on Delivery fee: ₹49')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Payment Method Required')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Payment Method' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await vi.waitFor(() =>
      expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹5,549'),
    );
    expect(within(summary).getByText('COD fee')).toBeInTheDocument();
    expect(within(summary).queryByText(/GST/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Shipping to' })).toHaveTextContent('12 Janpath');
    // Going back is free.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });

  it('gift-wraps the order for the store’s fee and sends the gift message with it', async () => {
    const fetchMock = mockCheckoutApi({
      quote: (paymentMethodId, body) => {
        const fee = body.giftWrap ? 99 : 0;
        const codFee = paymentMethodId === cashOnDelivery.id ? 49 : 0;
        return {
          giftWrap: { offered: true, fee: 99 },
          giftWrapCharge: fee,
          total: 5500 + codFee + fee,
        };
      },
    });
    const user = userEvent.setup();
    renderCheckout();
    await goToReview(user);
    const gift = screen.getByRole('region', { name: 'Sending a gift?' });
    await user.click(within(gift).getByRole('checkbox', { name: 'Gift wrap this order (+₹99)' }));
    const message = within(gift).getByRole('textbox', { name: 'Gift message (optional)' });
    await user.type(message, 'Happy Diwali, Meera!');
    expect(within(gift).getByText(/180 characters left/)).toBeInTheDocument();
    expect(message).toHaveAttribute('maxLength', '200');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await vi.waitFor(() =>
      expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹5,648'),
    );
    expect(within(summary).getByText('Gift wrap')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input) === '/api/order/placeOrder'),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/order/placeOrder');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      totalAmount: 5648,
      giftWrap: true,
      giftMessage: 'Happy Diwali, Meera!',
    });
  });

  it('offers no gift wrap when the store does not, but still takes a gift message', async () => {
    mockCheckoutApi();
    const user = userEvent.setup();
    renderCheckout();
    await goToReview(user);
    const gift = screen.getByRole('region', { name: 'Sending a gift?' });
    expect(within(gift).queryByRole('checkbox')).toBeNull();
    expect(within(gift).getByRole('textbox', { name: 'Gift message (optional)' })).toBeVisible();
  });

  it('offers no cash on delivery above the COD limit, saying why', async () => {
    const overLimit =
      'Cash on delivery is available for orders up to ₹5,000. Please choose another payment method.';
    mockCheckoutApi({ quote: { codAvailable: false, codMessage: overLimit, codLimit: 5000 } });
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByText('Delivery Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(overLimit)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  });

  it('places the order, empties the cart and opens My Account on that order after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockCheckoutApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { history } = renderCheckout();
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByRole('heading', { name: 'Order Placed Successfully' }),
    ).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/order/placeOrder');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      shippingAddressId: 7,
      paymentMethodId: 1,
      totalAmount: 5549,
      items: [
        {
          productId: 11,
          productName: 'Taif Rose Attar',
          productSku: 'AH-ROSE-12',
          quantity: 2,
          price: 2750,
        },
      ],
    });
    expect((call?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );

    act(() => void vi.advanceTimersByTime(1500));
    expect(history.location.pathname).toBe('/checkout');
    act(() => void vi.advanceTimersByTime(600));
    // The order's id in the address (a reload shows it again); the order itself from the
    // placement's answer, so it shows at once (this server would answer 404 for it).
    await vi.waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe('/profile?placed=31'),
    );
    const placed = await screen.findByRole('region', { name: 'Thank you for your order' });
    expect(placed).toHaveTextContent('AH-2026-000031');
    expect(placed).toHaveTextContent('Taif Rose Attar');
  });

  it('says "Order Failed" and keeps the cart when the order is refused', async () => {
    mockCheckoutApi({ placeOrder: () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error') });
    const user = userEvent.setup();
    renderCheckout();
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findAllByText('Failed to place order. Please try again.')).not.toHaveLength(
      0,
    );
    expect(screen.getAllByText('Order Failed')).not.toHaveLength(0);
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('shows the new total when prices changed, and names products out of stock', async () => {
    let attempt = 0;
    mockCheckoutApi({
      placeOrder: () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(
              {
                status: 409,
                error: 'Conflict',
                code: 'PRICE_CHANGED',
                message: 'Prices changed.',
                details: { quote: quoteFor(true, 6000) },
                requestId: 't',
              },
              409,
            )
          : errorResponse(
              409,
              'INSUFFICIENT_STOCK',
              'Some products in your cart are not available in the quantity you asked for. Taif Rose Attar',
            );
      },
    });
    const user = userEvent.setup();
    renderCheckout();
    await goToReview(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findAllByText(/The new total is ₹6,049/)).not.toHaveLength(0);
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByTestId('order-total'),
    ).toHaveTextContent('₹6,049');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findAllByText(/quantity you asked for\. Taif Rose Attar/)).not.toHaveLength(
      0,
    );
  });

  describe('paying online', () => {
    const testGateway: PaymentMethod = {
      id: 5,
      method: 'test_gateway',
      displayName: 'Pay online (test mode)',
      description: 'TEST: no money moves. Pay at the store test gateway.',
      isActive: true,
      sortOrder: 1,
    };
    const onlineOrder = (payment: boolean) =>
      orderOf({
        paymentMethod: { id: 5, method: 'test_gateway', displayName: 'Pay online (test mode)' },
        codFee: 0,
        giftWrapCharge: 0,
        giftMessage: null,
        totalAmount: 5500,
        paymentDueBy: '2026-03-01T20:15:00.000Z',
        payment: payment
          ? {
              provider: 'test',
              gatewayOrderId: 'order_T31b',
              amount: 550000,
              currency: 'INR',
              keyId: 'rzp_test_store',
              checkoutUrl: '/test-gateway/checkout/order_T31b?return=/checkout/payment/31',
              dueBy: '2026-03-01T20:15:00.000Z',
              test: true,
            }
          : null,
      });

    async function placeWithTestGateway(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 3000 }));
      const continueButton = screen.getByRole('button', { name: 'Continue' });
      await vi.waitFor(() => expect(continueButton).toBeEnabled());
      await user.click(continueButton);
      const radio = await screen.findByRole('radio', { name: /Pay online \(test mode\)/ });
      // The test gateway is marked as such: no money moves.
      expect(radio.closest('label')).toHaveTextContent('TEST');
      await user.click(radio);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    }

    afterEach(() => vi.unstubAllGlobals());

    it('places the order, empties the cart and opens the gateway page', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      mockCheckoutApi({
        methods: [cashOnDelivery, testGateway],
        placeOrder: () => jsonResponse(onlineOrder(true), 201),
      });
      const user = userEvent.setup();
      const { history } = renderCheckout();
      await placeWithTestGateway(user);

      await vi.waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          '/test-gateway/checkout/order_T31b?return=/checkout/payment/31',
        ),
      );
      expect(
        screen.getByRole('heading', { name: 'Taking you to the payment page' }),
      ).toBeInTheDocument();
      expect(useCartStore.getState().items).toEqual([]);
      expect(history.location.pathname).toBe('/checkout');
    });

    it('says what paying online saves, and takes it off the total once an online method is chosen', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const fetchMock = mockCheckoutApi({
        methods: [cashOnDelivery, testGateway],
        quote: (methodId) =>
          methodId === testGateway.id
            ? { prepaidSaving: 275, prepaidDiscount: 275, total: 5225 }
            : { prepaidSaving: 275 },
        placeOrder: () => jsonResponse(onlineOrder(true), 201),
      });
      const user = userEvent.setup();
      renderCheckout();
      await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 3000 }));
      const continueButton = screen.getByRole('button', { name: 'Continue' });
      await vi.waitFor(() => expect(continueButton).toBeEnabled());
      await user.click(continueButton);
      const online = await screen.findByRole('radio', { name: /Pay online \(test mode\)/ });
      expect(online.closest('label')).toHaveTextContent('Pay online and save ₹275');
      const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
      expect(cod.closest('label')).not.toHaveTextContent('save');
      expect(screen.queryByText('Online payment discount')).not.toBeInTheDocument();

      await user.click(online);
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(await within(summary).findByText('Online payment discount')).toBeInTheDocument();
      expect(within(summary).getByText('− ₹275')).toBeInTheDocument();
      expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹5,225');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      const placing = fetchMock.mock.calls.find(([input]) =>
        String(input).includes('/api/order/placeOrder'),
      );
      expect(JSON.parse(String(placing?.[1]?.body))).toMatchObject({ totalAmount: 5225 });
    });

    it('goes to the payment page of the order when the gateway did not answer', async () => {
      mockCheckoutApi({
        methods: [cashOnDelivery, testGateway],
        placeOrder: () => jsonResponse(onlineOrder(false), 201),
      });
      const user = userEvent.setup();
      const { history } = renderCheckout();
      await placeWithTestGateway(user);
      await vi.waitFor(() => expect(history.location.pathname).toBe('/checkout/payment/31'));
      expect(useCartStore.getState().items).toEqual([]);
    });
  });
});
