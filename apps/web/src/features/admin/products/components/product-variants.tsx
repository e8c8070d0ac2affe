import { type AdminProduct, variantLabel } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { storeSettingsQueryOptions } from '@/api/settings';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/staff-access';
import { StockBadge } from './stock-badge';

/** Units of every live variant together: what a product of several sizes has in stock. */
export function totalStockOf(product: AdminProduct): number {
  return product.variants.reduce((total, variant) => total + variant.stockQuantity, 0);
}

/** "3 sizes", or "6 variants" when a jewel's come in colours too. */
export function variantCountLabel(product: AdminProduct): string {
  const noun = product.variants.some((variant) => variant.colour) ? 'variants' : 'sizes';
  return `${product.variants.length} ${noun}`;
}

/**
 * The store's low-stock threshold, for those who may read the settings (it is a setting);
 * undefined for the others and until it is read.
 */
function useLowStockThreshold(): number | undefined {
  const canRead = useCan('settings.manage');
  const settings = useQuery({ ...storeSettingsQueryOptions(), enabled: canRead });
  return settings.data?.lowStockThreshold;
}

/**
 * Whether a variant is low. With the threshold, as the server counts it; without, the product's
 * own `lowStock` (some variant at or below it) points at its least stocked variants.
 */
function isLow(stock: number, threshold: number | undefined, product: AdminProduct): boolean {
  if (threshold !== undefined) return stock <= threshold;
  const fewest = Math.min(...product.variants.map((variant) => variant.stockQuantity));
  return product.lowStock && stock === fewest;
}

/**
 * Under a product of several variants in the products table: "3 sizes", which opens a table of
 * them, each with its SKU, options, price and stock (and Low or Out). In the name's cell, since a
 * row of the shared table cannot hold a row of its own.
 */
export function ProductVariants({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = product.variants.length;
  if (count < 2) return null;
  return (
    // Relative, as the cells holding hidden text are (see product-table.tsx).
    <div className="relative mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="-ml-1 inline-flex min-h-9 items-center gap-1 rounded-soft px-1 text-xs font-medium text-gold-deep hover:text-ink"
      >
        {variantCountLabel(product)} <span className="sr-only">of {product.name}</span>
        <ChevronDown
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? <VariantList id={panelId} product={product} /> : <div id={panelId} hidden />}
    </div>
  );
}

function VariantList({ id, product }: { id: string; product: AdminProduct }) {
  const threshold = useLowStockThreshold();
  return (
    <div id={id} className="relative mt-1 mb-1 rounded-soft border border-rule bg-ivory/50">
      <table className="w-full border-collapse text-left text-xs">
        <caption className="sr-only">Variants of {product.name}</caption>
        <thead>
          <tr className="border-b border-rule text-stone">
            <th scope="col" className="px-2 py-1.5 font-medium">
              Variant
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              SKU
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Price
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Stock
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.id} className="border-b border-rule last:border-b-0">
              <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {variantLabel(variant) || '—'}
                {variant.isDefault ? (
                  <Badge className="ml-1.5 px-1.5 py-0 text-[0.7rem]">Default</Badge>
                ) : null}
              </th>
              {/* A long SKU wraps, so the open list widens the name's column as little as it can. */}
              <td className="min-w-28 px-2 py-1.5 font-mono break-all">{variant.sku}</td>
              <td className="relative px-2 py-1.5 whitespace-nowrap">
                <Price
                  price={variant.price}
                  salePrice={variant.salePrice}
                  className="justify-end"
                />
              </td>
              <td className="px-2 py-1.5 text-right whitespace-nowrap">
                <StockBadge
                  quantity={variant.stockQuantity}
                  low={isLow(variant.stockQuantity, threshold, product)}
                  short
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
