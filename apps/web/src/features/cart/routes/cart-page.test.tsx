import type { Quote, QuoteRequest } from '@attar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { useCartStore, type CartItemInput } from '../cart-store';
import { CartPage } from './cart-page';

const rose: CartItemInput = {
  id: 11,
  name: 'Taif Rose Attar',
  price: 2750,
  image: '/media/card/rose',
  category: 'Attars',
  size: '12 ml',
  sku: 'AH-ROSE-12',
};
const oud: CartItemInput = {
  ...rose,
  id: 12,
  name: 'Oud Royale',
  price: 4000,
  size: null,
  sku: 'AH-OUD-12',
};

/** A small stand-in for the server: the shop's prices, FLAT50, and pincodes by first digit. */
function stubServer() {
  const quoteBodies: QuoteRequest[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/cart/quote') {
      const body = JSON.parse(String(init?.body)) as QuoteRequest;
      quoteBodies.push(body);
      return jsonResponse(quoteFor(body));
    }
    if (url.pathname === '/api/shipping/get-by-pincode') {
      const pincode = url.searchParams.get('pincode') ?? '';
      if (pincode.startsWith('5'))
        return errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong');
      const available = !pincode.startsWith('9');
      return jsonResponse({
        pincode,
        available,
        charge: pincode === '110001' ? 0 : available ? 80 : 0,
        codAvailable: available,
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { fetchMock, quoteBodies };
}

const SERVER_PRICES: Record<number, number> = { 11: 2750, 12: 4000 };

function quoteFor(body: QuoteRequest): Quote {
  const lines = body.items.map((item) => {
    const unitPrice = SERVER_PRICES[item.productId] ?? 0;
    return {
      productId: item.productId,
      variantId: item.productId * 10,
      name: `Product ${item.productId}`,
      sku: item.sku ?? `SKU-${item.productId}`,
      size: null,
      imageUrl: `/media/thumb/p${item.productId}`,
      unitPrice,
      quantity: item.quantity,
      lineTotal: unitPrice * item.quantity,
      discount: 0,
      inStock: true,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const code = body.promoCode ?? null;
  const applied = code === 'FLAT50';
  const discount = applied ? subtotal / 2 : 0;
  const delivery = body.pincode
    ? {
        pincode: body.pincode,
        available: !body.pincode.startsWith('9'),
        codAvailable: true,
        estimatedDelivery: null,
      }
    : null;
  const shippingCharge = body.pincode === '400002' ? 80 : 0;
  const total = subtotal - discount + shippingCharge;
  return {
    lines,
    subtotal,
    discount,
    promoCode: code,
    promoApplied: applied,
    promoMessage: code && !applied ? `The promo code ${code} is not valid.` : null,
    offerDiscount: 0,
    offers: applied
      ? [{ code, title: 'FLAT 50% OFF', discount, freeShipping: false, freeGift: null }]
      : [],
    shippingCharge,
    codFee: 0,
    giftWrapCharge: 0,
    giftWrap: { offered: false, fee: 49 },
    prepaidDiscount: 0,
    prepaidSaving: 0,
    total,
    // One rupee off the true figure, to show that the page prints the server's number.
    gstIncluded: Math.round((total * 18 * 100) / 118) / 100 + 1,
    gstBreakdown: [
      { ratePercent: 18, gstIncluded: Math.round((total * 18 * 100) / 118) / 100 + 1 },
    ],
    codAvailable: true,
    codMessage: null,
    codLimit: 50000,
    delivery,
  };
}

const cart = () => useCartStore.getState();
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

function figure(label: string): string | null | undefined {
  const term = summary().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('CartPage', () => {
  beforeEach(() => {
    act(() => {
      cart().clearCart({ silent: true });
      cart().clearDelivery();
    });
  });

  it('shows an empty cart with a way to the shop', async () => {
    stubServer();
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the Shop' })).toHaveAttribute('href', '/shop');
  });

  it('lists the items and shows the figures of the server quote', async () => {
    const { quoteBodies } = stubServer();
    act(() => {
      cart().addItem(rose);
      cart().addItem(rose);
      cart().addItem(oud);
    });
    renderAt(<CartPage />, '/cart');

    expect(screen.getByRole('heading', { name: 'Taif Rose Attar' })).toBeInTheDocument();
    expect(screen.getByText('Size: 12 ml')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Taif Rose Attar' })).toHaveTextContent(
      '2',
    );
    await waitFor(() => expect(figure('GST included (18%)')).toBe('₹1,450.15'));
    expect(figure('Subtotal')).toBe('₹9,500');
    expect(figure('Shipping')).toBe('Check your pincode');
    expect(figure('Total')).toBe('₹9,500');
    expect(screen.getByText('₹5,500')).toBeInTheDocument(); // the rose line: 2 x 2,750
    expect(quoteBodies.at(-1)).toEqual({
      items: [
        { productId: 11, sku: 'AH-ROSE-12', quantity: 2 },
        { productId: 12, sku: 'AH-OUD-12', quantity: 1 },
      ],
    });
    expect(screen.getByText('Easy returns within 7 days of delivery.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(document.title).toBe('Your Cart | Attar House');
  });

  it('raises and lowers a quantity, and removes an item lowered below 1', async () => {
    stubServer();
    const user = userEvent.setup();
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
    });
    renderAt(<CartPage />, '/cart');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Taif Rose Attar' }));
    expect(screen.getByRole('group', { name: 'Quantity of Taif Rose Attar' })).toHaveTextContent(
      '2',
    );
    await waitFor(() => expect(figure('Subtotal')).toBe('₹9,500'));

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Taif Rose Attar' }));
    await user.click(screen.getByRole('button', { name: 'Remove Taif Rose Attar' }));
    expect(screen.queryByRole('heading', { name: 'Taif Rose Attar' })).not.toBeInTheDocument();
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument();
    await waitFor(() => expect(figure('Subtotal')).toBe('₹4,000'));

    await user.click(screen.getByRole('button', { name: 'Remove Oud Royale from cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('clears the whole cart', async () => {
    stubServer();
    const user = userEvent.setup();
    act(() => cart().addItem(rose));
    renderAt(<CartPage />, '/cart');
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Cart Cleared')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('applies a promo code the server accepts, shows the discount, and removes it', async () => {
    const { quoteBodies } = stubServer();
    const user = userEvent.setup();
    act(() => cart().addItem(oud));
    renderAt(<CartPage />, '/cart');

    await user.type(screen.getByLabelText('Promo code'), 'flat50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('FLAT50', { selector: 'strong' })).toBeInTheDocument();
    expect(figure('Discount (FLAT50)')).toBe('−₹2,000');
    expect(figure('Total')).toBe('₹2,000');
    expect(quoteBodies.at(-1)?.promoCode).toBe('FLAT50');
    expect(cart()).toMatchObject({
      promoCode: 'FLAT50',
      promoApplied: true,
      discountAmount: 2000,
      finalTotal: 2000,
    });

    await user.click(screen.getByRole('button', { name: 'Remove promo code FLAT50' }));
    await waitFor(() => expect(figure('Total')).toBe('₹4,000'));
    expect(summary().queryByText('Discount (FLAT50)')).not.toBeInTheDocument();
    expect(cart().promoApplied).toBe(false);
  });

  it('says why a promo code was not applied', async () => {
    stubServer();
    const user = userEvent.setup();
    act(() => cart().addItem(oud));
    renderAt(<CartPage />, '/cart');

    await user.type(screen.getByLabelText('Promo code'), 'FREEBIE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The promo code FREEBIE is not valid.')).toBeInTheDocument();
    expect(figure('Total')).toBe('₹4,000');
    expect(cart().promoApplied).toBe(false);
  });

  it('checks delivery to a pincode: available, not available, and a failed check', async () => {
    stubServer();
    const user = userEvent.setup();
    act(() => cart().addItem(oud));
    renderAt(<CartPage />, '/cart');
    const pincode = screen.getByLabelText('Check delivery');
    const answer = () => within(pincode.closest('form')!).getByRole('status');

    await user.type(pincode, '11a0-001x9');
    expect(pincode).toHaveValue('110001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery Available: Free delivery to 110001.'),
    );
    expect(screen.getAllByText('Delivery Available').length).toBeGreaterThan(0);
    await waitFor(() => expect(figure('Shipping')).toBe('Free'));
    expect(cart()).toMatchObject({
      selectedPincode: '110001',
      isDeliveryAvailable: true,
      shippingCharge: 0,
    });

    await user.clear(pincode);
    await user.type(pincode, '900001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(answer()).toHaveTextContent(
        'Delivery Not Available. Delivery is not available at your location. Please try another address.',
      ),
    );
    await waitFor(() => expect(figure('Shipping')).toBe('Not available'));

    await user.clear(pincode);
    await user.type(pincode, '500001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('Failed to check delivery availability. Please try again.'),
    ).toBeInTheDocument();
    expect(cart().isDeliveryAvailable).toBeNull();

    await user.clear(pincode);
    await user.type(pincode, '012345');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(answer()).toHaveTextContent('Pincode must be 6 digits.');
  });
});
