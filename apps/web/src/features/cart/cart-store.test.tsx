import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@attar/contracts';
import { LocationProbe, renderRoutes } from '@/test/utils';
import { cartLineKey, useCartStore, type CartItemInput } from './cart-store';
import { AddToCartButton } from './components/add-to-cart-button';

const rose: CartItemInput = {
  id: 11,
  name: 'Taif Rose Attar',
  price: 2750,
  image: '/media/card/rose',
  category: 'Attars',
  size: '12 ml',
  sku: 'AH-ROSE-12',
};
const oud: CartItemInput = { ...rose, id: 12, name: 'Oud Royale', price: 4500.5, sku: 'AH-OUD-12' };

const cart = () => useCartStore.getState();

describe('cart store', () => {
  beforeEach(() => {
    act(() => cart().clearCart({ silent: true }));
    render(<Toaster />);
  });

  it('starts a new item at 1 and raises an existing one by 1', async () => {
    act(() => cart().addItem(rose));
    act(() => cart().addItem(rose));
    expect(cart().items).toEqual([{ ...rose, quantity: 2 }]);
    expect(cart().itemCount).toBe(2);
    expect(cart().total).toBe(5500);
    expect(await screen.findAllByText('Added to Cart')).not.toHaveLength(0);
    expect(screen.getAllByText('Taif Rose Attar has been added to your cart.')).not.toHaveLength(0);
  });

  it('offers "View cart" on the "Added to Cart" toast, leading to the cart', async () => {
    const user = userEvent.setup();
    const product = {
      ...rose,
      slug: 'taif-rose-attar',
      salePrice: null,
      dimensions: null,
      categoryName: 'Attars',
      stockQuantity: 4,
      inStock: true,
      images: [],
      imageUrls: [],
      imageUrl: null,
    } as unknown as Product;
    // renderRoutes brings its own toaster: beside the one rendered before each test, sonner held
    // the toast back about as long as a toast lasts, and it could be gone when clicked.
    cleanup();
    renderRoutes({
      routes: [
        { path: '/product/11', element: <AddToCartButton product={product} /> },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: ['/product/11'],
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // A click without the pointer's press: sonner's swipe asks jsdom for pointer capture it lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'View cart' }));
    // The router moves after the click's event has returned: on a busy machine, a moment later.
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(cart().itemCount).toBe(1);
  });

  it('adds totals across items, paise included', () => {
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
      cart().setQuantity(cartLineKey(oud), 3);
    });
    expect(cart().itemCount).toBe(4);
    expect(cart().total).toBe(2750 + 3 * 4500.5);
  });

  it('removes an item whose quantity is set below 1, saying so', async () => {
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
    });
    act(() => cart().setQuantity(cartLineKey(rose), 0));
    expect(cart().items.map((item) => item.id)).toEqual([oud.id]);
    expect(cart().itemCount).toBe(1);
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument();
    expect(
      screen.getByText('Taif Rose Attar has been removed from your cart.'),
    ).toBeInTheDocument();
  });

  it('clears everything with a "Cart Cleared" toast', async () => {
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
    });
    act(() => cart().clearCart());
    expect(cart().items).toEqual([]);
    expect(cart().total).toBe(0);
    expect(cart().itemCount).toBe(0);
    expect(await screen.findByText('Cart Cleared')).toBeInTheDocument();
    expect(screen.getByText('All items have been removed from your cart.')).toBeInTheDocument();
  });

  it('keeps the items in localStorage under "attar-cart" and rebuilds totals from them', async () => {
    act(() => cart().addItem(rose));
    const stored = JSON.parse(window.localStorage.getItem('attar-cart') ?? '{}') as {
      state: { items: unknown[] };
    };
    expect(stored.state.items).toEqual([{ ...rose, quantity: 1 }]);

    window.localStorage.setItem(
      'attar-cart',
      JSON.stringify({
        state: { items: [{ ...oud, quantity: 2 }, { id: 'bad' }], total: 1 },
        version: 1,
      }),
    );
    await act(() => useCartStore.persist.rehydrate());
    expect(cart().items).toEqual([{ ...oud, quantity: 2 }]);
    expect(cart().total).toBe(9001);
  });
});

describe('cart store: promo and delivery', () => {
  beforeEach(() => {
    act(() => {
      cart().clearCart({ silent: true });
      cart().clearDelivery();
    });
  });

  it('starts with no promo and delivery unknown', () => {
    expect(cart()).toMatchObject({
      promoCode: null,
      promoApplied: false,
      discountAmount: 0,
      selectedPincode: null,
      isDeliveryAvailable: null,
      isCheckingDelivery: false,
      shippingCharge: 0,
    });
  });

  it('sets a promo and clears it back to the plain total', () => {
    act(() => {
      cart().addItem(rose);
      cart().setPromo({ code: 'FLAT50', discountAmount: 1375, finalTotal: 1375 });
    });
    expect(cart()).toMatchObject({
      promoCode: 'FLAT50',
      promoApplied: true,
      discountAmount: 1375,
      finalTotal: 1375,
    });
    act(() => cart().clearPromo());
    expect(cart()).toMatchObject({
      promoCode: null,
      promoApplied: false,
      discountAmount: 0,
      finalTotal: 2750,
    });
  });

  it('resets the promo when the cart is cleared, and keeps the pincode', () => {
    act(() => {
      cart().addItem(rose);
      cart().setPromo({ code: 'FLAT50', discountAmount: 1375, finalTotal: 1375 });
      cart().setDelivery({ pincode: '110001', available: true, charge: 0 });
      cart().clearCart({ silent: true });
    });
    expect(cart()).toMatchObject({
      promoCode: null,
      promoApplied: false,
      discountAmount: 0,
      finalTotal: 0,
    });
    expect(cart().selectedPincode).toBe('110001');
  });

  it('records a delivery answer, the checking flag, and clears back to unknown', () => {
    act(() => cart().setCheckingDelivery(true));
    expect(cart().isCheckingDelivery).toBe(true);
    act(() => cart().setDelivery({ pincode: '400002', available: true, charge: 60 }));
    expect(cart()).toMatchObject({
      selectedPincode: '400002',
      isDeliveryAvailable: true,
      shippingCharge: 60,
      isCheckingDelivery: false,
    });
    act(() => cart().setDelivery({ pincode: '900001', available: false, charge: 60 }));
    expect(cart()).toMatchObject({ isDeliveryAvailable: false, shippingCharge: 0 });
    act(() => cart().clearDelivery());
    expect(cart()).toMatchObject({
      selectedPincode: null,
      isDeliveryAvailable: null,
      shippingCharge: 0,
    });
  });

  it('keeps the promo and the pincode in localStorage with the items and restores them', async () => {
    act(() => {
      cart().addItem(rose);
      cart().setPromo({ code: 'FLAT50', discountAmount: 1375, finalTotal: 1375 });
      cart().setDelivery({ pincode: '110001', available: true, charge: 0 });
    });
    const saved = window.localStorage.getItem('attar-cart') ?? '{}';
    const stored = JSON.parse(saved) as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({
      promoCode: 'FLAT50',
      discountAmount: 1375,
      selectedPincode: '110001',
    });

    // A fresh page: the state starts empty and is rebuilt from what was saved.
    act(() =>
      useCartStore.setState({ promoCode: null, promoApplied: false, selectedPincode: null }),
    );
    window.localStorage.setItem('attar-cart', saved);
    await act(() => useCartStore.persist.rehydrate());
    expect(cart()).toMatchObject({
      promoCode: 'FLAT50',
      promoApplied: true,
      discountAmount: 1375,
      finalTotal: 1375,
      selectedPincode: '110001',
      isDeliveryAvailable: true,
      isCheckingDelivery: false,
    });
  });

  it('drops a stored pincode that is not six digits', async () => {
    window.localStorage.setItem(
      'attar-cart',
      JSON.stringify({
        state: { items: [], selectedPincode: '12ab', isDeliveryAvailable: true },
        version: 1,
      }),
    );
    await act(() => useCartStore.persist.rehydrate());
    expect(cart()).toMatchObject({ selectedPincode: null, isDeliveryAvailable: null });
  });

  it('keeps the promo-discounted total in step when quantities change', () => {
    act(() => {
      cart().addItem(rose);
      cart().setPromo({ code: 'B2G1', discountAmount: 2750, finalTotal: 0 });
      cart().setQuantity(cartLineKey(rose), 3);
    });
    expect(cart().finalTotal).toBe(3 * 2750 - 2750);
  });
});
