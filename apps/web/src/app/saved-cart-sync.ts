import { type AuthState, useAuthStore } from '@/features/auth/auth-store';
import { whenIdle } from '@/lib/use-after-idle';

/** The shopper's session the cart follows: a signed-in customer's token, once it is checked. */
function syncedSession(state: AuthState): string | null {
  if (!state.isAuthenticated || state.isRestoring || state.user?.role === 'ADMIN') return null;
  return state.token;
}

/**
 * Keeps a signed-in shopper's cart on the server as well (docs/product.md, "Cart reminders").
 * The sync's code loads once the page is idle and only for a signed-in customer, so no first
 * screen carries it and a visitor makes no call. It stops the moment the session ends, before
 * the sign-out empties the browser's cart, so the saved one outlives the sign-out. Answers a
 * function that stops following the session.
 */
export function installSavedCartSync(): () => void {
  let session: string | null = null;
  let stopSync: (() => void) | null = null;

  const follow = (state: AuthState) => {
    const next = syncedSession(state);
    if (next === session) return;
    stopSync?.();
    stopSync = null;
    session = next;
    if (next === null) return;
    void whenIdle()
      .then(() => import('@/features/cart/saved-cart/saved-cart-sync'))
      .then(({ startSavedCartSync }) => {
        if (session !== next) return;
        stopSync = startSavedCartSync({ isCurrent: () => session === next });
      })
      .catch(() => {
        // Its code could not load: the browser's cart works as before, without the server's copy.
      });
  };

  follow(useAuthStore.getState());
  const unsubscribe = useAuthStore.subscribe(follow);
  return () => {
    unsubscribe();
    stopSync?.();
    stopSync = null;
    session = null;
  };
}
