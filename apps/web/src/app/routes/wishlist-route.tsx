import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistPage } from '@/features/wishlist/routes/wishlist-page';
import { productPath } from '@/lib/paths';

/**
 * /wishlist: the wishlist's cards with the cart's button under each (features meet here). A
 * product sold in several sizes leads to its page to choose one rather than adding its default
 * unseen: that could be a 3 ml sample for a 100 ml bottle, or a ring that does not fit. Sold out
 * in every size, it keeps the disabled Add to Cart.
 */
export function WishlistRoute() {
  return (
    <WishlistPage
      renderPurchase={(product) =>
        product.variantCount > 1 && product.inStock ? (
          <Link to={productPath(product.id)} className={`${buttonClasses('primary')} w-full`}>
            Choose options
          </Link>
        ) : (
          <AddToCartButton product={product} size="md" className="w-full" />
        )
      }
    />
  );
}
