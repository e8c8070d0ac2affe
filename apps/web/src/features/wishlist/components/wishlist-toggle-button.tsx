import { Heart } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';
import type { BrowserWishlistItem } from '../wishlist-store';

interface WishlistToggleButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: BrowserWishlistItem;
  /** Signed-in customers keep their wishlist on the server; visitors in the browser. */
  isAuthenticated: boolean;
}

/** "Add to Wishlist" / "Remove from Wishlist" for one product. */
export function WishlistToggleButton({
  product,
  isAuthenticated,
  className,
  disabled,
  ...props
}: WishlistToggleButtonProps) {
  const { inWishlist, pending, toggle } = useWishlistToggle(product, isAuthenticated);
  return (
    <Button
      variant="outline"
      size="lg"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={() => void toggle()}
      className={className}
      {...props}
    >
      <Heart
        className={cn('size-4', inWishlist && 'fill-current text-gold-deep')}
        aria-hidden="true"
        strokeWidth={1.5}
      />
      {inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
    </Button>
  );
}
