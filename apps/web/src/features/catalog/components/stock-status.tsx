import type { Product } from '@attar/contracts';
import { cn } from '@/lib/cn';

/** At or below this many units the page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

export function stockLabel(product: Pick<Product, 'stockQuantity' | 'inStock'>): string {
  if (!product.inStock || product.stockQuantity <= 0) return 'Out of stock';
  if (product.stockQuantity <= LOW_STOCK_THRESHOLD) return `Only ${product.stockQuantity} left`;
  return 'In stock';
}

export function StockStatus({ product }: { product: Pick<Product, 'stockQuantity' | 'inStock'> }) {
  const label = stockLabel(product);
  const tone =
    label === 'Out of stock' ? 'bg-danger' : label === 'In stock' ? 'bg-success' : 'bg-gold';
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <span className={cn('size-2 rounded-full', tone)} aria-hidden="true" />
      {label}
    </p>
  );
}
