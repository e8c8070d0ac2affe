import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { wishlistKeys } from '@/api/wishlist';
import { useAuthStore } from '@/features/auth/auth-store';
import { useMergeBrowserWishlist } from '@/features/wishlist/hooks/use-merge-browser-wishlist';
import { iconButton } from './icon-button';
import { WishlistCountBadge } from './wishlist-count-badge';

/**
 * Logged out, the wishlist icon leads to /login; logged in, it refreshes the wishlist and opens
 * /wishlist (docs/product.md, "Screens and routes"). It also hands a visitor's browser wishlist to
 * the server on sign-in: the bar is on every storefront page, so the hand-over happens wherever the
 * person signs in.
 */
export function WishlistLink() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const queryClient = useQueryClient();
  useMergeBrowserWishlist(isAuthenticated);
  return (
    <Link
      to={isAuthenticated ? '/wishlist' : '/login'}
      state={isAuthenticated ? undefined : { from: { pathname: '/wishlist' } }}
      onClick={
        isAuthenticated
          ? () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all })
          : undefined
      }
      className={iconButton}
      aria-label="Wishlist"
      aria-describedby="wishlist-count"
    >
      <Heart className="size-5" aria-hidden="true" strokeWidth={1.5} />
      <WishlistCountBadge id="wishlist-count" isAuthenticated={isAuthenticated} />
    </Link>
  );
}
