import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { SAVE_DELAY_MS } from '@/features/cart/saved-cart/saved-cart-sync';
import { jsonResponse, mockFetch } from '@/test/utils';
import { installSavedCartSync } from './saved-cart-sync';

// The app starts the cart's server copy for a signed-in customer only, and stops it the moment
// the session ends, before sign-out empties the browser's cart.

// The page is idle at once here; when it becomes so is use-after-idle's own business.
vi.mock('@/lib/use-after-idle', () => ({ whenIdle: () => Promise.resolve() }));

const ROSE = {
  id: 1,
  name: 'Taif Rose Attar',
  price: 2500,
  image: null,
  category: 'Attars',
  size: '12 ml',
  sku: 'ROSE-12',
};

async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

function signIn(role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER', isRestoring = false) {
  useAuthStore.setState({
    token: `jwt-${role}`,
    isAuthenticated: true,
    isRestoring,
    user: { id: 7, email: 'meera@example.in', fullName: 'Meera Kapoor', role },
  });
}

let uninstall: () => void = () => {};
let calls: { method: string; body: unknown }[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useAuthStore.setState({ token: null, isAuthenticated: false, isRestoring: false, user: null });
  useCartStore.getState().clearCart({ silent: true });
  calls = [];
  mockFetch((url, init) => {
    if (url.pathname !== '/api/cart/saved') return jsonResponse({}, 404);
    calls.push({
      method: init?.method ?? 'GET',
      body: init?.body && JSON.parse(String(init.body)),
    });
    return jsonResponse({ items: [], updatedAt: null });
  });
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

describe('installSavedCartSync', () => {
  it('makes no call for a visitor, whatever the cart does', async () => {
    uninstall = installSavedCartSync();
    useCartStore.getState().addItem(ROSE);
    await settle();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(calls).toEqual([]);
  });

  it('waits for a stored session to be checked, and leaves the back office’s admins alone', async () => {
    uninstall = installSavedCartSync();
    signIn('CUSTOMER', true);
    signIn('ADMIN');
    useCartStore.getState().addItem(ROSE);
    await settle();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(calls).toEqual([]);
  });

  it('reads the saved cart on sign-in, sends changes, and stops before sign-out empties the cart', async () => {
    uninstall = installSavedCartSync();
    signIn();
    await settle();
    expect(calls).toEqual([{ method: 'GET', body: undefined }]);

    useCartStore.getState().addItem(ROSE);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      body: { items: [{ productId: 1, sku: 'ROSE-12', quantity: 1 }] },
    });

    // The app's sign-out: the session ends, then the browser's cart is emptied.
    useAuthStore.getState().expireSession();
    useCartStore.getState().clearCart({ silent: true });
    await settle();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
