import type { QuoteRequest } from '@attar/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { cartLineKey, useCartStore, type CartItemInput } from './cart-store';
import { CartPage } from './routes/cart-page';

// Variants in the cart (decision 0057): a line is a product and a variant, so two sizes of one
// scent are two lines, and carts stored before variants keep working.

const small: CartItemInput = {
  id: 11,
  name: 'Taif Rose Attar',
  price: 1200,
  image: null,
  category: 'Attars',
  size: '6 ml',
  sku: 'AH-ROSE-6',
};
const large: CartItemInput = { ...small, price: 2750, size: '12 ml', sku: 'AH-ROSE-12' };

const cart = () => useCartStore.getState();

/** Prices each line by its SKU (the default variant's without one), as the server does. */
function stubQuotes() {
  const bodies: QuoteRequest[] = [];
  const prices: Record<string, [number, string]> = {
    'AH-ROSE-6': [1200, '6 ml'],
    'AH-ROSE-12': [2750, '12 ml'],
  };
  mockFetch((url, init) => {
    if (url.pathname !== '/api/cart/quote') return errorResponse(404, 'NOT_FOUND', 'Not found');
    const body = JSON.parse(String(init?.body)) as QuoteRequest;
    bodies.push(body);
    const lines = body.items.map((item) => {
      const sku = item.sku ?? 'AH-ROSE-12';
      const [unitPrice, size] = prices[sku] ?? [0, null];
      return {
        productId: item.productId,
        variantId: sku.length,
        name: 'Taif Rose Attar',
        sku,
        size,
        imageUrl: null,
        unitPrice,
        quantity: item.quantity,
        lineTotal: unitPrice * item.quantity,
        discount: 0,
        inStock: true,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    return jsonResponse({
      lines,
      subtotal,
      discount: 0,
      promoCode: null,
      promoApplied: false,
      promoMessage: null,
      shippingCharge: 0,
      codFee: 0,
      giftWrapCharge: 0,
      giftWrap: { offered: false, fee: 49 },
      prepaidDiscount: 0,
      prepaidSaving: 0,
      total: subtotal,
      gstIncluded: 0,
      gstBreakdown: [],
      codAvailable: true,
      codMessage: null,
      codLimit: 50000,
      delivery: null,
    });
  });
  return bodies;
}

describe('cart lines by variant', () => {
  beforeEach(() => {
    act(() => cart().clearCart({ silent: true }));
  });

  it('keeps two sizes of one product as two lines, each raised and removed on its own', async () => {
    render(<Toaster />);
    act(() => {
      cart().addItem(small);
      cart().addItem(large);
      cart().addItem(large);
    });
    expect(cart().items).toEqual([
      { ...small, quantity: 1 },
      { ...large, quantity: 2 },
    ]);
    expect(cart().total).toBe(1200 + 2 * 2750);
    expect(
      (await screen.findAllByText('Taif Rose Attar has been added to your cart.')).length,
    ).toBeGreaterThan(0);

    act(() => cart().setQuantity(cartLineKey(small), 3));
    expect(cart().items.map((item) => item.quantity)).toEqual([3, 2]);
    act(() => cart().removeItem(cartLineKey(large)));
    expect(cart().items).toEqual([{ ...small, quantity: 3 }]);
    expect(
      await screen.findByText('Taif Rose Attar has been removed from your cart.'),
    ).toBeInTheDocument();
  });

  it('shows each size on its own line and quotes each by its SKU', async () => {
    const bodies = stubQuotes();
    const user = userEvent.setup();
    act(() => {
      cart().addItem(small);
      cart().addItem(large);
    });
    renderAt(<CartPage />, '/cart');

    expect(screen.getByText('Size: 6 ml')).toBeInTheDocument();
    expect(screen.getByText('Size: 12 ml')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies.at(-1)?.items).toEqual([
        { productId: 11, sku: 'AH-ROSE-6', quantity: 1 },
        { productId: 11, sku: 'AH-ROSE-12', quantity: 1 },
      ]),
    );
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Taif Rose Attar (6 ml)' }),
    );
    expect(
      screen.getByRole('group', { name: 'Quantity of Taif Rose Attar (6 ml)' }),
    ).toHaveTextContent('2');
    expect(
      screen.getByRole('group', { name: 'Quantity of Taif Rose Attar (12 ml)' }),
    ).toHaveTextContent('1');
    await user.click(
      screen.getByRole('button', { name: 'Remove Taif Rose Attar (12 ml) from cart' }),
    );
    expect(screen.queryByText('Size: 12 ml')).not.toBeInTheDocument();
    // Alone again, the line goes back to the product's plain name.
    expect(screen.getByRole('group', { name: 'Quantity of Taif Rose Attar' })).toHaveTextContent(
      '2',
    );
  });

  it('loads a cart stored before variants: its SKU is the default variant, and one without is quoted as the default', async () => {
    const bodies = stubQuotes();
    window.localStorage.setItem(
      'attar-cart',
      JSON.stringify({
        state: {
          items: [
            // As the store kept items before variants: the product's own SKU.
            { ...large, quantity: 2 },
            // Hand-edited or older still: no SKU, no size.
            {
              id: 12,
              name: 'Oud Royale',
              price: 4000,
              image: null,
              category: 'Attars',
              quantity: 1,
            },
          ],
        },
        version: 1,
      }),
    );
    await act(() => useCartStore.persist.rehydrate());
    const oudAsStored = {
      id: 12,
      name: 'Oud Royale',
      price: 4000,
      image: null,
      category: 'Attars',
      quantity: 1,
    };
    expect(cart().items).toEqual([{ ...large, quantity: 2 }, oudAsStored]);
    expect(cart().total).toBe(2 * 2750 + 4000);

    // Adding the default size from the product's page raises the stored line.
    act(() => cart().addItem(large));
    expect(cart().items[0]?.quantity).toBe(3);

    renderAt(<CartPage />, '/cart');
    await waitFor(() =>
      expect(bodies.at(-1)?.items).toEqual([
        { productId: 11, sku: 'AH-ROSE-12', quantity: 3 },
        { productId: 12, quantity: 1 },
      ]),
    );
    const oud = screen.getByRole('heading', { name: 'Oud Royale' }).closest('li')!;
    // The server's name of the default variant fills in the size the stored item lacked.
    expect(await within(oud).findByText('Size: 12 ml')).toBeInTheDocument();
  });
});
