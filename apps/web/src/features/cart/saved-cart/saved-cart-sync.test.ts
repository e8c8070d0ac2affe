import type { SavedCart, SavedCartLine } from '@attar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { useCartStore, type CartItemInput } from '../cart-store';
import { mergeSavedLines, SAVE_DELAY_MS, startSavedCartSync } from './saved-cart-sync';

// The browser's cart kept on the server for a signed-in shopper: the saved lines it lacks are
// added (the browser's cart wins for the lines it has), and each change is sent after a pause.

const rose: CartItemInput = {
  id: 1,
  name: 'Taif Rose Attar',
  price: 2500,
  image: null,
  category: 'Attars',
  size: '12 ml',
  sku: 'ROSE-12',
};

const line = (values: Partial<SavedCartLine>): SavedCartLine => ({
  productId: 1,
  sku: 'ROSE-12',
  quantity: 1,
  name: 'Taif Rose Attar',
  size: '12 ml',
  price: 2500,
  categoryName: 'Attars',
  imagePublicId: null,
  ...values,
});

const OUDH = line({
  productId: 2,
  sku: 'OUDH-6',
  quantity: 3,
  name: 'Cambodian Oudh',
  size: '6 ml',
  price: 1200,
  imagePublicId: 'oudh-1',
});

/** The server: GET answers `saved`; every PUT's body is kept. */
function server(saved: SavedCartLine[]) {
  const puts: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== '/api/cart/saved') return jsonResponse({}, 404);
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return jsonResponse({ items: [], updatedAt: null });
    }
    return jsonResponse({ items: saved, updatedAt: '2026-12-01T10:00:00Z' } satisfies SavedCart);
  });
  return { puts, fetchMock };
}

/** Lets the mocked calls answer (promises only: the fake clock does not move). */
async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

const stops: (() => void)[] = [];
/** Starts a sync that the test's end stops, whatever happened. */
function sync(isCurrent = () => true) {
  const stop = startSavedCartSync({ isCurrent });
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useCartStore.getState().clearCart({ silent: true });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('mergeSavedLines', () => {
  it('adds the saved lines the cart lacks and keeps its own quantities for the rest', () => {
    const cart = useCartStore.getState();
    cart.addItem(rose);
    cart.setQuantity('1:ROSE-12', 2);

    const added = mergeSavedLines([line({ quantity: 7 }), OUDH]);

    expect(added).toBe(1);
    const state = useCartStore.getState();
    expect(state.items).toEqual([
      { ...rose, quantity: 2 },
      {
        id: 2,
        name: 'Cambodian Oudh',
        price: 1200,
        image: '/media/card/oudh-1',
        category: 'Attars',
        size: '6 ml',
        quantity: 3,
        sku: 'OUDH-6',
      },
    ]);
    // The totals the cart shows, worked out by the store itself.
    expect(state.total).toBe(2 * 2500 + 3 * 1200);
    expect(state.itemCount).toBe(5);
    expect(state.finalTotal).toBe(8600);
  });

  it('leaves the cart as it is when it has every saved line', () => {
    useCartStore.getState().addItem(rose);
    const before = useCartStore.getState().items;
    expect(mergeSavedLines([line({ quantity: 4 })])).toBe(0);
    expect(useCartStore.getState().items).toBe(before);
  });
});

describe('startSavedCartSync', () => {
  it('merges the saved cart, then sends the cart once it has been still for the pause', async () => {
    useCartStore.getState().addItem(rose);
    const { puts } = server([OUDH]);

    sync();
    await settle();
    expect(useCartStore.getState().items).toHaveLength(2);
    // What the server lacked (the browser's rose) goes after the pause, once.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(puts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts).toEqual([
      {
        items: [
          { productId: 1, sku: 'ROSE-12', quantity: 1 },
          { productId: 2, sku: 'OUDH-6', quantity: 3 },
        ],
      },
    ]);

    // A burst of changes is one call, with the cart as it ends.
    const cart = useCartStore.getState();
    cart.setQuantity('1:ROSE-12', 2);
    await vi.advanceTimersByTimeAsync(1000);
    cart.setQuantity('1:ROSE-12', 3);
    await vi.advanceTimersByTimeAsync(1000);
    cart.removeItem('2:OUDH-6');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({ items: [{ productId: 1, sku: 'ROSE-12', quantity: 3 }] });

    // Emptying the cart clears the saved one.
    cart.clearCart({ silent: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts[2]).toEqual({ items: [] });
  });

  it('sends nothing when the merged cart is what the server has', async () => {
    const { puts, fetchMock } = server([OUDH]);
    sync();
    await settle();
    expect(useCartStore.getState().items).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(puts).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once stopped or once the session is no longer the one it began for', async () => {
    const { puts } = server([]);
    let current = true;
    const stop = sync(() => current);
    await settle();

    useCartStore.getState().addItem(rose);
    current = false;
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts).toEqual([]);

    current = true;
    stop();
    useCartStore.getState().setQuantity('1:ROSE-12', 4);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts).toEqual([]);
  });

  it('sends at most the lines an order may hold', async () => {
    const { puts } = server([]);
    sync();
    await settle();
    for (let id = 1; id <= 52; id += 1) {
      useCartStore.getState().addItem({ ...rose, id, sku: `SKU-${id}` });
    }
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts).toHaveLength(1);
    expect((puts[0] as { items: unknown[] }).items).toHaveLength(50);
  });
});
