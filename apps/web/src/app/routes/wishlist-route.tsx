import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistPage } from '@/features/wishlist/routes/wishlist-page';

/** /wishlist: the wishlist's cards with the cart's button under each (features meet here). */
export function WishlistRoute() {
  return (
    <WishlistPage
      renderPurchase={(product) => (
        <AddToCartButton product={product} size="md" className="w-full" />
      )}
    />
  );
}
