import type { Product, ProductVariant } from '@attar/contracts';
import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cardImage, sizedImage } from '@/lib/product-images';
import { useCartStore, type CartItemInput } from '../cart-store';

/**
 * "50 ml", "12 · Rose gold": the contracts' `variantLabel`, spelled here because importing it
 * brings the contracts' variant schemas, and zod with them, into every storefront page's first
 * load (the page-weight budget); the quote and the order name the variant the same way.
 */
function labelOf(variant: ProductVariant): string | null {
  return [variant.size, variant.colour].filter(Boolean).join(' · ') || null;
}

/**
 * The cart's line for a product as it is sold: on a product's page, as its chosen variant sells
 * it (the variant's SKU and price paid in the product's fields), with the variant's name ("50
 * ml", "12 · Rose gold") as the line's `size`, and its picture when it has one of its own.
 */
export function toCartItem(product: Product, variant?: ProductVariant | null): CartItemInput {
  return {
    id: product.id,
    name: product.name,
    price: product.salePrice ?? product.price,
    image:
      (variant?.imagePublicId
        ? sizedImage(variant.imagePublicId, 'card').src
        : cardImage(product)?.src) ?? null,
    category: product.categoryName,
    size: variant ? labelOf(variant) : (product.size ?? product.dimensions),
    sku: product.sku,
  };
}

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** On a product's page, as its chosen variant sells it (stock included). */
  product: Product;
  /** The variant chosen on the product's page, for a product of several. */
  chosenVariant?: ProductVariant | null;
}

export function AddToCartButton({
  product,
  chosenVariant,
  disabled,
  ...props
}: AddToCartButtonProps) {
  const addItem = useCartStore((state) => state.addItem);
  const navigate = useNavigate();
  const soldOut = product.stockQuantity <= 0 || !product.inStock;
  return (
    <Button
      size="lg"
      disabled={disabled || soldOut}
      onClick={() =>
        addItem(toCartItem(product, chosenVariant), { onViewCart: () => navigate('/cart') })
      }
      {...props}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
