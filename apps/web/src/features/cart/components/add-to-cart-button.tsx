import type { Product } from '@attar/contracts';
import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cardImage } from '@/lib/product-images';
import { useCartStore, type CartItemInput } from '../cart-store';

export function toCartItem(product: Product): CartItemInput {
  return {
    id: product.id,
    name: product.name,
    price: product.salePrice ?? product.price,
    image: cardImage(product)?.src ?? null,
    category: product.categoryName,
    size: product.size ?? product.dimensions,
    sku: product.sku,
  };
}

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick'> {
  product: Product;
}

export function AddToCartButton({ product, disabled, ...props }: AddToCartButtonProps) {
  const addItem = useCartStore((state) => state.addItem);
  const navigate = useNavigate();
  const soldOut = product.stockQuantity <= 0 || !product.inStock;
  return (
    <Button
      size="lg"
      disabled={disabled || soldOut}
      onClick={() => addItem(toCartItem(product), { onViewCart: () => navigate('/cart') })}
      {...props}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
