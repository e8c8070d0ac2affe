import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addToWishlist, wishlistKeys } from '@/api/wishlist';
import { ApiError } from '@/lib/api-client';
import { useBrowserWishlist } from '../wishlist-store';

/** One hand-over at a time, however many components mount the hook (and StrictMode's double effects). */
let handingOver = false;

/**
 * Our decision (the spec is silent on it): when a visitor who kept a wishlist in the browser
 * signs in, each item is added to their server wishlist once and the browser copy is cleared,
 * so nothing they chose is lost and nothing is kept twice. An item the server refuses for good
 * (a product since withdrawn: 404, or a malformed id: 400) is dropped; one that failed for a passing reason (network,
 * server error) stays in the browser copy and is tried again on the next page load or sign-in.
 */
export function useMergeBrowserWishlist(isAuthenticated: boolean) {
  const queryClient = useQueryClient();
  const pendingCount = useBrowserWishlist((state) => state.items.length);

  useEffect(() => {
    if (!isAuthenticated || pendingCount === 0 || handingOver) return;
    handingOver = true;
    const items = useBrowserWishlist.getState().items;
    void Promise.allSettled(items.map((item) => addToWishlist(item.id)))
      .then(async (results) => {
        const retry = items.filter((item, index) => {
          const result = results[index];
          if (result?.status !== 'rejected') return false;
          const error: unknown = result.reason;
          return !(error instanceof ApiError && (error.status === 404 || error.status === 400));
        });
        useBrowserWishlist.getState().keepOnly(retry.map((item) => item.id));
        // A count or list fetched while the items were on their way would be stale: a first
        // fetch still in flight is not restarted by invalidation alone, so cancel it first.
        await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
        await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      })
      .finally(() => {
        handingOver = false;
      });
    // Runs when the person signs in, or on load with a session and a leftover browser copy.
  }, [isAuthenticated, pendingCount, queryClient]);
}
