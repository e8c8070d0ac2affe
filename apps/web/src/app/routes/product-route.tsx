import { useParams } from 'react-router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** /product/:id: the catalog's product page with the cart's button (features meet here). */
export function ProductRoute() {
  const { id } = useParams();
  return (
    <ProductDetails
      key={id}
      idParam={id}
      renderPurchase={(product) => <AddToCartButton product={product} className="w-full sm:w-auto" />}
    />
  );
}
