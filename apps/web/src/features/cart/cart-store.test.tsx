import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore, type CartItemInput } from './cart-store';

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

  it('adds totals across items, paise included', () => {
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
      cart().setQuantity(oud.id, 3);
    });
    expect(cart().itemCount).toBe(4);
    expect(cart().total).toBe(2750 + 3 * 4500.5);
  });

  it('removes an item whose quantity is set below 1, saying so', async () => {
    act(() => {
      cart().addItem(rose);
      cart().addItem(oud);
    });
    act(() => cart().setQuantity(rose.id, 0));
    expect(cart().items.map((item) => item.id)).toEqual([oud.id]);
    expect(cart().itemCount).toBe(1);
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument();
    expect(screen.getByText('Taif Rose Attar has been removed from your cart.')).toBeInTheDocument();
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
    const stored = JSON.parse(window.localStorage.getItem('attar-cart') ?? '{}') as { state: { items: unknown[] } };
    expect(stored.state.items).toEqual([{ ...rose, quantity: 1 }]);

    window.localStorage.setItem(
      'attar-cart',
      JSON.stringify({ state: { items: [{ ...oud, quantity: 2 }, { id: 'bad' }], total: 1 }, version: 1 }),
    );
    await act(() => useCartStore.persist.rehydrate());
    expect(cart().items).toEqual([{ ...oud, quantity: 2 }]);
    expect(cart().total).toBe(9001);
  });
});
