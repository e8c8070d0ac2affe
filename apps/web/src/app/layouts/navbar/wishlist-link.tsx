import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthStore } from '@/features/auth/auth-store';
import { iconButton } from './icon-button';

/** Logged out, the wishlist icon leads to /login; logged in, to /wishlist (spec section 2). */
export function WishlistLink() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <Link
      to={isAuthenticated ? '/wishlist' : '/login'}
      state={isAuthenticated ? undefined : { from: { pathname: '/wishlist' } }}
      className={iconButton}
      aria-label="Wishlist"
    >
      <Heart className="size-5" aria-hidden="true" strokeWidth={1.5} />
    </Link>
  );
}
