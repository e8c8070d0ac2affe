import { ORDER_MAX_LINES, type SavedCartLine, type SavedCartUpdate } from '@attar/contracts';
import { fetchSavedCart, saveCart } from '@/api/saved-cart';
import { sizedImage } from '@/lib/product-images';
import { cartLineKey, useCartStore, type CartItem } from '../cart-store';

// The signed-in shopper's cart kept on the server as well (docs/product.md, "Cart reminders").
// The browser's cart stays the spec's: this file only reads it, adds the saved lines it lacks, and
// sends it to the server after each change. It is loaded only once a shopper is signed in, after
// the first screen (the app's saved-cart-sync.ts), so no storefront page carries it.

/** How long the cart must stay still before it is sent: a burst of taps is one call. */
export const SAVE_DELAY_MS = 2000;

/** A saved line as the browser's cart holds it. */
export function toCartItem(line: SavedCartLine): CartItem {
  return {
    id: line.productId,
    name: line.name,
    price: line.price,
    image: line.imagePublicId ? sizedImage(line.imagePublicId, 'card').src : null,
    category: line.categoryName,
    size: line.size,
    quantity: line.quantity,
    sku: line.sku,
  };
}

/**
 * Adds the saved lines the browser's cart lacks; a line it has keeps its own quantity (the
 * browser's cart wins). Answers how many lines were added.
 */
export function mergeSavedLines(lines: SavedCartLine[]): number {
  const { items } = useCartStore.getState();
  const present = new Set(items.map(cartLineKey));
  const added = lines.map(toCartItem).filter((item) => !present.has(cartLineKey(item)));
  const last = added.at(-1);
  if (!last) return 0;
  useCartStore.setState({ items: [...items, ...added] });
  // The store's own arithmetic: setting a line's quantity works out the totals (and a promo's
  // final total) from every line, as adding to the cart does, without the "Added" toast.
  useCartStore.getState().setQuantity(cartLineKey(last), last.quantity);
  return added.length;
}

/** What PUT /api/cart/saved takes for the browser's cart: at most the lines an order may hold. */
export function savedCartBody(items: readonly CartItem[]): SavedCartUpdate {
  return {
    items: items.slice(0, ORDER_MAX_LINES).map((item) => ({
      productId: item.id,
      // A line stored before variants may have no SKU: the server takes the default size.
      sku: item.sku || null,
      quantity: item.quantity,
    })),
  };
}

/**
 * Follows the browser's cart for the signed-in account: first takes the saved lines it lacks,
 * then sends the cart SAVE_DELAY_MS after each change (only when it differs from what the server
 * last had). `isCurrent` says whether the session it started for is still the one signed in; the
 * answer stops it.
 */
export function startSavedCartSync({ isCurrent }: { isCurrent: () => boolean }): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe: () => void = () => {};
  /** The body the server holds, as last read or sent; null when unknown. */
  let serverHas: string | null = null;

  const active = () => !stopped && isCurrent();
  const send = () => {
    timer = null;
    if (!active()) return;
    const body = savedCartBody(useCartStore.getState().items);
    const key = JSON.stringify(body);
    if (key === serverHas) return;
    serverHas = key;
    saveCart(body).catch(() => {
      // Not saved (offline, the server busy): the next change, or the next sign-in, sends it.
      serverHas = null;
    });
  };
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(send, SAVE_DELAY_MS);
  };

  void (async () => {
    try {
      const saved = await fetchSavedCart();
      if (!active()) return;
      mergeSavedLines(saved.items);
      serverHas = JSON.stringify({
        items: saved.items.map(({ productId, sku, quantity }) => ({ productId, sku, quantity })),
      });
    } catch {
      // The saved cart could not be read: the browser's cart is sent after its next change.
    }
    if (!active()) return;
    unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.items !== previous.items) schedule();
    });
    // The server learns of what the browser had that it lacked.
    schedule();
  })();

  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
  };
}
