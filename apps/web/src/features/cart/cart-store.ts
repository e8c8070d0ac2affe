import { ORDER_LINE_MAX_QUANTITY, PINCODE_PATTERN } from '@attar/contracts';
import { toast } from '@/components/ui/toast';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The spec's cart item; `sku` and `size` name the variant bought (its SKU, "50 ml"). */
export interface CartItem {
  /** The product's id. */
  id: number;
  name: string;
  /** Unit price in rupees (the sale price when one applies). */
  price: number;
  image: string | null;
  category: string;
  size: string | null;
  quantity: number;
  /**
   * The variant's SKU. Carts stored before variants hold the product's own SKU, which became its
   * default variant's (decision 0057), so their lines carry on; an item stored without one is
   * quoted and ordered as the default variant.
   */
  sku: string;
}

export type CartItemInput = Omit<CartItem, 'quantity'>;

/** A line's identity: its product and variant, so two sizes of one scent are two lines. */
export type CartLineKey = string;

export function cartLineKey(item: Pick<CartItem, 'id' | 'sku'>): CartLineKey {
  return `${item.id}:${item.sku}`;
}

interface CartTotals {
  total: number;
  itemCount: number;
}

/**
 * Delivery availability for the selected pincode. `null` is the spec's "unknown": no pincode
 * checked yet (or the check failed); `true`/`false` is the server's answer for `selectedPincode`.
 */
export type DeliveryAvailability = boolean | null;

export interface PromoInput {
  code: string;
  /** Discount in rupees, as the server's quote gave it. */
  discountAmount: number;
  /** Total after the discount, as the server's quote gave it. */
  finalTotal: number;
}

export interface DeliveryInput {
  pincode: string;
  available: boolean;
  /** Shipping charge in rupees; 0 means free delivery. */
  charge: number;
}

interface PromoState {
  /** The applied promo code, or null when none is applied. */
  promoCode: string | null;
  promoApplied: boolean;
  discountAmount: number;
  /** Total after the promo; equals `total` when no promo is applied. */
  finalTotal: number;
}

interface DeliveryState {
  selectedPincode: string | null;
  isDeliveryAvailable: DeliveryAvailability;
  isCheckingDelivery: boolean;
  shippingCharge: number;
}

export interface CartState extends CartTotals, PromoState, DeliveryState {
  items: CartItem[];
  /** Records a promo the server accepted. */
  setPromo: (promo: PromoInput) => void;
  clearPromo: () => void;
  /** Records the answer of a pincode check. */
  setDelivery: (delivery: DeliveryInput) => void;
  /** Forgets the pincode and its answer (availability back to unknown). */
  clearDelivery: () => void;
  setCheckingDelivery: (checking: boolean) => void;
  /**
   * Adds one unit: an item already in the cart goes up by 1, a new one starts at 1. With
   * `onViewCart` the "Added to Cart" toast offers "View cart", which calls it.
   */
  addItem: (item: CartItemInput, options?: { onViewCart?: () => void }) => void;
  /** Sets a line's quantity; below 1 removes it, above the per-order limit stops at the limit. */
  setQuantity: (key: CartLineKey, quantity: number) => void;
  removeItem: (key: CartLineKey) => void;
  /** Empties the cart and resets the promo; `silent` skips the toast (logout, a placed order). */
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

const NO_PROMO: Omit<PromoState, 'finalTotal'> = {
  promoCode: null,
  promoApplied: false,
  discountAmount: 0,
};

const NO_DELIVERY: DeliveryState = {
  selectedPincode: null,
  isDeliveryAvailable: null,
  isCheckingDelivery: false,
  shippingCharge: 0,
};

/**
 * A promo's figures were computed for the items at the time; when the items change, the final
 * total is kept in step by taking the same discount off the new total (the quote re-checks it).
 */
function finalTotalOf(total: number, promoApplied: boolean, discountAmount: number): number {
  if (!promoApplied) return total;
  return Math.max(0, Math.round((total - discountAmount) * 100) / 100);
}

function withItemsKeepingPromo(
  state: PromoState,
  items: CartItem[],
): Pick<CartState, 'items' | 'total' | 'itemCount' | 'finalTotal'> {
  const next = withTotals(items);
  return {
    ...next,
    finalTotal: finalTotalOf(next.total, state.promoApplied, state.discountAmount),
  };
}

function isPincode(value: unknown): value is string {
  return typeof value === 'string' && PINCODE_PATTERN.test(value);
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

type PersistedCart = Pick<CartState, 'items' | 'promoCode' | 'discountAmount' | 'selectedPincode'> &
  Pick<CartState, 'isDeliveryAvailable' | 'shippingCharge'>;

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Rebuilds the state from storage, keeping only values that pass their checks. */
function restore(persisted: unknown): Partial<CartState> {
  const stored = (persisted ?? {}) as Partial<Record<keyof PersistedCart, unknown>>;
  const items = Array.isArray(stored.items) ? stored.items.filter(isCartItem) : [];
  const totals = withTotals(items);
  const hasPromo =
    typeof stored.promoCode === 'string' &&
    stored.promoCode !== '' &&
    isAmount(stored.discountAmount);
  const promo: PromoState = hasPromo
    ? {
        promoCode: stored.promoCode as string,
        promoApplied: true,
        discountAmount: stored.discountAmount as number,
        finalTotal: finalTotalOf(totals.total, true, stored.discountAmount as number),
      }
    : { ...NO_PROMO, finalTotal: totals.total };
  const delivery: DeliveryState = isPincode(stored.selectedPincode)
    ? {
        selectedPincode: stored.selectedPincode,
        isDeliveryAvailable:
          typeof stored.isDeliveryAvailable === 'boolean' ? stored.isDeliveryAvailable : null,
        isCheckingDelivery: false,
        shippingCharge:
          stored.isDeliveryAvailable === true && isAmount(stored.shippingCharge)
            ? stored.shippingCharge
            : 0,
      }
    : NO_DELIVERY;
  return { ...totals, ...promo, ...delivery };
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      total: 0,
      itemCount: 0,
      ...NO_PROMO,
      finalTotal: 0,
      ...NO_DELIVERY,

      addItem: (input, options) => {
        const items = get().items;
        const key = cartLineKey(input);
        const existing = items.find((item) => cartLineKey(item) === key);
        const next = existing
          ? items.map((item) =>
              cartLineKey(item) === key
                ? { ...item, quantity: Math.min(item.quantity + 1, ORDER_LINE_MAX_QUANTITY) }
                : item,
            )
          : [...items, { ...input, quantity: 1 }];
        set(withItemsKeepingPromo(get(), next));
        const onViewCart = options?.onViewCart;
        toast.success('Added to Cart', {
          description: `${input.name} has been added to your cart.`,
          ...(onViewCart ? { action: { label: 'View cart', onClick: () => onViewCart() } } : {}),
        });
      },

      setQuantity: (key, quantity) => {
        if (!Number.isFinite(quantity) || quantity < 1) {
          get().removeItem(key);
          return;
        }
        // The server quotes and sells at most ORDER_LINE_MAX_QUANTITY of one product per order.
        const whole = Math.min(Math.floor(quantity), ORDER_LINE_MAX_QUANTITY);
        set(
          withItemsKeepingPromo(
            get(),
            get().items.map((item) =>
              cartLineKey(item) === key ? { ...item, quantity: whole } : item,
            ),
          ),
        );
      },

      removeItem: (key) => {
        const removed = get().items.find((item) => cartLineKey(item) === key);
        if (!removed) return;
        set(
          withItemsKeepingPromo(
            get(),
            get().items.filter((item) => cartLineKey(item) !== key),
          ),
        );
        toast('Removed from Cart', {
          description: `${removed.name} has been removed from your cart.`,
        });
      },

      clearCart: (options) => {
        set({ ...withTotals([]), ...NO_PROMO, finalTotal: 0 });
        if (!options?.silent) {
          toast('Cart Cleared', { description: 'All items have been removed from your cart.' });
        }
      },

      setPromo: ({ code, discountAmount, finalTotal }) => {
        set({ promoCode: code, promoApplied: true, discountAmount, finalTotal });
      },

      clearPromo: () => set({ ...NO_PROMO, finalTotal: get().total }),

      setDelivery: ({ pincode, available, charge }) => {
        set({
          selectedPincode: pincode,
          isDeliveryAvailable: available,
          shippingCharge: available ? charge : 0,
          isCheckingDelivery: false,
        });
      },

      clearDelivery: () => set(NO_DELIVERY),

      setCheckingDelivery: (checking) => set({ isCheckingDelivery: checking }),
    }),
    {
      name: STORAGE_KEYS.cart,
      version: 1,
      partialize: (state) => ({
        items: state.items,
        promoCode: state.promoCode,
        discountAmount: state.discountAmount,
        selectedPincode: state.selectedPincode,
        isDeliveryAvailable: state.isDeliveryAvailable,
        shippingCharge: state.shippingCharge,
      }),
      // Totals are never trusted from storage; a hand-edited or stale entry is dropped.
      merge: (persisted, current) => ({ ...current, ...restore(persisted) }),
    },
  ),
);
