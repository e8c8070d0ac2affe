import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A visitor's wishlist entry, kept in the browser (docs/product.md, "Data shapes": id and name).
 */
export interface BrowserWishlistItem {
  id: number;
  name: string;
}

export const BROWSER_WISHLIST_KEY = 'attar-wishlist';

interface BrowserWishlistState {
  items: BrowserWishlistItem[];
  add: (item: BrowserWishlistItem) => void;
  remove: (id: number) => void;
  /** Keeps only the items whose ids are listed (what is left after a partial hand-over). */
  keepOnly: (ids: number[]) => void;
}

function isItem(value: unknown): value is BrowserWishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return Number.isInteger(item.id) && (item.id as number) > 0 && typeof item.name === 'string';
}

/** The visitor's wishlist: a browser copy that survives reloads, as the cart does. */
export const useBrowserWishlist = create<BrowserWishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        if (get().items.some((existing) => existing.id === item.id)) return;
        set({ items: [...get().items, { id: item.id, name: item.name }] });
      },
      remove: (id) => set({ items: get().items.filter((item) => item.id !== id) }),
      keepOnly: (ids) => set({ items: get().items.filter((item) => ids.includes(item.id)) }),
    }),
    {
      name: BROWSER_WISHLIST_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      // Whatever another version or a hand-edit left in storage, only well-formed items survive.
      merge: (persisted, current) => {
        const items = (persisted as { items?: unknown } | undefined)?.items;
        return { ...current, items: Array.isArray(items) ? items.filter(isItem) : [] };
      },
    },
  ),
);
