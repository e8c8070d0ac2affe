import { useWishlistBadgeCount } from '@/features/wishlist/hooks/use-wishlist-badge-count';

interface WishlistCountBadgeProps {
  /** The link points at this id to announce the count after its name ("Wishlist", "3 items"). */
  id: string;
  isAuthenticated: boolean;
}

/** The wishlist's count on the icon; nothing while it is 0 (a failed count fetch reads as 0). */
export function WishlistCountBadge({ id, isAuthenticated }: WishlistCountBadgeProps) {
  const count = useWishlistBadgeCount(isAuthenticated);
  return (
    <>
      <span id={id} className="sr-only">
        {count} {count === 1 ? 'item' : 'items'}
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="wishlist-badge"
          className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1 text-[0.7rem] leading-5 font-semibold text-ivory tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
}
