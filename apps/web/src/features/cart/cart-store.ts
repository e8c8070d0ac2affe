import { toast } from 'sonner';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export interface CartItem {
  id: number;
  name: string;
  /** Unit price in rupees (the sale price when one applies). */
  price: number;
  image: string | null;
  category: string;
  size: string | null;
  quantity: number;
  sku: string;
}

export type CartItemInput = Omit<CartItem, 'quantity'>;

interface CartTotals {
  total: number;
  itemCount: number;
}

export interface CartState extends CartTotals {
  items: CartItem[];
  /** Adds one unit: an item already in the cart goes up by 1, a new one starts at 1. */
  addItem: (item: CartItemInput) => void;
  /** Sets an item's quantity; below 1 removes it. */
  setQuantity: (id: number, quantity: number) => void;
  removeItem: (id: number) => void;
  /** Empties the cart; `silent` skips the toast (logout, a placed order). */
  clearCart: (options?: { silent?: boolean }) => void;
}

function totalsOf(items: CartItem[]): CartTotals {
  let total = 0;
  let itemCount = 0;
  for (const item of items) {
    total += item.price * item.quantity;
    itemCount += item.quantity;
  }
  // Rupee amounts carry paise; round away floating-point dust.
  return { total: Math.round(total * 100) / 100, itemCount };
}

function withTotals(items: CartItem[]): Pick<CartState, 'items' | 'total' | 'itemCount'> {
  return { items, ...totalsOf(items) };
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      total: 0,
      itemCount: 0,

      addItem: (input) => {
        const items = get().items;
        const existing = items.find((item) => item.id === input.id);
        const next = existing
          ? items.map((item) => (item.id === input.id ? { ...item, quantity: item.quantity + 1 } : item))
          : [...items, { ...input, quantity: 1 }];
        set(withTotals(next));
        toast.success('Added to Cart', { description: `${input.name} has been added to your cart.` });
      },

      setQuantity: (id, quantity) => {
        if (!Number.isFinite(quantity) || quantity < 1) {
          get().removeItem(id);
          return;
        }
        const whole = Math.floor(quantity);
        set(withTotals(get().items.map((item) => (item.id === id ? { ...item, quantity: whole } : item))));
      },

      removeItem: (id) => {
        const removed = get().items.find((item) => item.id === id);
        if (!removed) return;
        set(withTotals(get().items.filter((item) => item.id !== id)));
        toast('Removed from Cart', { description: `${removed.name} has been removed from your cart.` });
      },

      clearCart: (options) => {
        set(withTotals([]));
        if (!options?.silent) {
          toast('Cart Cleared', { description: 'All items have been removed from your cart.' });
        }
      },
    }),
    {
      name: STORAGE_KEYS.cart,
      version: 1,
      partialize: (state) => ({ items: state.items }),
      // Totals are never trusted from storage; a hand-edited or stale entry is dropped.
      merge: (persisted, current) => {
        const stored = (persisted as { items?: unknown } | undefined)?.items;
        const items = Array.isArray(stored) ? stored.filter(isCartItem) : [];
        return { ...current, ...withTotals(items) };
      },
    },
  ),
);
