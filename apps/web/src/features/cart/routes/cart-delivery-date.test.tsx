import type { QuoteRequest } from '@attar/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { useCartStore } from '../cart-store';
import { CartPage } from './cart-page';

/** The server: one attar at ₹2,750, and delivery in a day to 4..., in three to 1.... */
function stubServer() {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/cart/quote') {
      const body = JSON.parse(String(init?.body)) as QuoteRequest;
      const quantity = body.items[0]?.quantity ?? 1;
      return jsonResponse({
        lines: [
          {
            productId: 11,
            variantId: 110,
            name: 'Taif Rose Attar',
            sku: 'AH-ROSE-12',
            size: '12 ml',
            imageUrl: null,
            unitPrice: 2750,
            quantity,
            lineTotal: 2750 * quantity,
            discount: 0,
            inStock: true,
          },
        ],
        subtotal: 2750 * quantity,
        discount: 0,
        promoCode: null,
        promoApplied: false,
        promoMessage: null,
        shippingCharge: 0,
        codFee: 0,
        giftWrapCharge: 0,
        giftWrap: { offered: false, fee: 0 },
        prepaidDiscount: 0,
        prepaidSaving: 0,
        total: 2750 * quantity,
        gstIncluded: 0,
        gstBreakdown: [],
        codAvailable: true,
        codMessage: null,
        codLimit: 50000,
        delivery: null,
      });
    }
    if (url.pathname === '/api/shipping/get-by-pincode') {
      const pincode = url.searchParams.get('pincode') ?? '';
      return jsonResponse({
        pincode,
        available: true,
        charge: 0,
        codAvailable: true,
        freeAbove: null,
        estimatedDelivery: pincode.startsWith('4')
          ? { from: '2026-12-03', to: '2026-12-03' }
          : { from: '2026-12-01', to: '2026-12-03' },
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

const cart = () => useCartStore.getState();

describe('CartPage: "Delivered by"', () => {
  beforeEach(() => {
    act(() => {
      cart().clearCart({ silent: true });
      cart().clearDelivery();
      cart().addItem({
        id: 11,
        name: 'Taif Rose Attar',
        price: 2750,
        image: null,
        category: 'Attars',
        size: '12 ml',
        sku: 'AH-ROSE-12',
      });
    });
  });

  it('answers for the pincode remembered on a product page, without asking for it again', async () => {
    window.localStorage.setItem(STORAGE_KEYS.pincode, '400001');
    stubServer();
    renderAt(<CartPage />, '/cart');

    expect(screen.getByLabelText('Check delivery')).toHaveValue('400001');
    expect(await screen.findByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
    expect(screen.getByText(/Free delivery to 400001\./)).toBeInTheDocument();
    // The cart keeps the answer for the checkout, as after a check here.
    expect(cart().selectedPincode).toBe('400001');
    expect(cart().isDeliveryAvailable).toBe(true);
  });

  it('asks for a pincode without one, then answers and remembers it for the next page', async () => {
    stubServer();
    const user = userEvent.setup();
    renderAt(<CartPage />, '/cart');
    expect(screen.getByLabelText('Check delivery')).toHaveValue('');
    expect(
      screen.getByText('Enter your pincode to see delivery and its charge.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Check delivery'), '110001');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(
      await screen.findByText('Delivered between Tue, 1 Dec and Thu, 3 Dec'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('110001');
  });

  it('remembers the pincode a cart kept from before', async () => {
    act(() => cart().setDelivery({ pincode: '110001', available: true, charge: 0 }));
    stubServer();
    renderAt(<CartPage />, '/cart');
    expect(
      await screen.findByText('Delivered between Tue, 1 Dec and Thu, 3 Dec'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('110001'));
  });
});
