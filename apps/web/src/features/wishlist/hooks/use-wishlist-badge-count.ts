import { useWishlistCount } from '@/api/wishlist';
import { useBrowserWishlist } from '../wishlist-store';

/** The navigation bar's count: the server's for a signed-in customer, the browser copy's for a visitor. */
export function useWishlistBadgeCount(isAuthenticated: boolean): number {
  const serverCount = useWishlistCount({ enabled: isAuthenticated });
  const browserCount = useBrowserWishlist((state) => state.items.length);
  return isAuthenticated ? serverCount : browserCount;
}
