import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartStore } from '@/features/cart/cart-store';
import { iconButton } from './icon-button';

export function CartLink() {
  const itemCount = useCartStore((state) => state.itemCount);
  const label = `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" className={iconButton} aria-label={label}>
      <ShoppingBag className="size-5" aria-hidden="true" strokeWidth={1.5} />
      {itemCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-deep px-1 text-[0.7rem] leading-5 font-semibold text-ivory tabular-nums"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      ) : null}
    </Link>
  );
}
