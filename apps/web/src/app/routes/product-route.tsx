import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { productQueryOptions } from '@/api/products';
import { useAuthStore } from '@/features/auth/auth-store';
import { NotifyMe } from '@/features/back-in-stock/components/notify-me';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductDeliveryCheck } from '@/features/cart/components/product-delivery-check';
import { ProductOffers } from '@/features/cart/components/product-offers';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { WishlistToggleButton } from '@/features/wishlist/components/wishlist-toggle-button';

/**
 * /product/:id: the catalog's product page with the cart's and the wishlist's buttons, "Notify
 * me" for a sold-out size, the cart's delivery check and the offers that apply, and the reviews
 * section (features meet here).
 */
export function ProductRoute() {
  const { id } = useParams();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  // A new, changed or deleted review moves the product's average and count near its title.
  const refreshProduct = useCallback(
    (productId: number) =>
      void queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey }),
    [queryClient],
  );

  return (
    <ProductDetails
      key={id}
      idParam={id}
      renderPurchase={(product, variant) => (
        <>
          <AddToCartButton product={product} chosenVariant={variant} className="w-full sm:w-auto" />
          <WishlistToggleButton
            product={{ id: product.id, name: product.name }}
            isAuthenticated={isAuthenticated}
            className="w-full sm:w-auto"
          />
          {/* A sold-out size offers an email when it is back; another size starts it afresh. */}
          <NotifyMe
            key={product.sku}
            product={product}
            oneSize={variant === null}
            isAuthenticated={isAuthenticated}
          />
          <ProductDeliveryCheck />
          <ProductOffers productId={product.id} />
        </>
      )}
      renderStickyPurchase={(product, variant) => (
        <AddToCartButton product={product} chosenVariant={variant} size="md" />
      )}
      renderReviews={(product) => (
        <ProductReviews
          productId={product.id}
          viewer={{ isAuthenticated, userId }}
          onReviewsChanged={() => refreshProduct(product.id)}
        />
      )}
    />
  );
}
