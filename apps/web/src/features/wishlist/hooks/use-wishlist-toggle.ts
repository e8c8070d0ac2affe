import { MAX_PAGE_SIZE } from '@attar/contracts';
import { toast } from '@/components/ui/toast';
import { useAddToWishlist, useRemoveFromWishlist, useWishlist } from '@/api/wishlist';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBrowserWishlist, type BrowserWishlistItem } from '../wishlist-store';

/*
 * The API has no "is this product on my wishlist" call, so membership is read from the first
 * page at the largest size the API allows. A product beyond it reads as "not on the list"; adding
 * it again is harmless (the server answers 200 and keeps one entry).
 */
const MEMBERSHIP_PAGE = { page: 0, size: MAX_PAGE_SIZE };

function toastAdded(name: string) {
  toast.success('Added to Wishlist', { description: `${name} has been added to your wishlist.` });
}

function toastRemoved(name: string) {
  toast('Removed from Wishlist', { description: `${name} has been removed from your wishlist.` });
}

/** Whether a product is on the wishlist, and the toggle: the browser copy for visitors, the server's otherwise. */
export function useWishlistToggle(product: BrowserWishlistItem, isAuthenticated: boolean) {
  const browserItems = useBrowserWishlist((state) => state.items);
  const membership = useWishlist(MEMBERSHIP_PAGE, { enabled: isAuthenticated });
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();

  const inWishlist = isAuthenticated
    ? membership.page.content.some((item) => item.productId === product.id)
    : browserItems.some((item) => item.id === product.id);
  const pending = add.isPending || remove.isPending || (isAuthenticated && membership.isPending);

  async function toggle() {
    if (!isAuthenticated) {
      const store = useBrowserWishlist.getState();
      if (inWishlist) {
        store.remove(product.id);
        toastRemoved(product.name);
      } else {
        store.add(product);
        toastAdded(product.name);
      }
      return;
    }
    try {
      if (inWishlist) {
        await remove.mutateAsync(product.id).catch((error: unknown) => {
          // Already gone (removed in another tab): the wish is fulfilled all the same.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        toastRemoved(product.name);
      } else {
        await add.mutateAsync(product.id);
        toastAdded(product.name);
      }
    } catch (error) {
      toast.error('Wishlist not updated', {
        description: errorMessage(error, 'Failed to update your wishlist. Please try again.'),
      });
    }
  }

  return { inWishlist, pending, toggle };
}
