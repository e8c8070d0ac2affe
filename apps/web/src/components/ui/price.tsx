import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/cn';

interface PriceProps {
  price: number;
  salePrice?: number | null;
  className?: string;
}

/** The selling price, and the original struck through when a lower sale price applies. */
export function Price({ price, salePrice, className }: PriceProps) {
  const onSale = salePrice != null && salePrice < price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      {onSale ? (
        <>
          <span className="font-medium text-ink">
            <span className="sr-only">Sale price </span>
            {formatMoney(salePrice)}
          </span>
          <s className="text-[0.85em] text-stone">
            <span className="sr-only">Original price </span>
            {formatMoney(price)}
          </s>
        </>
      ) : (
        <span className="font-medium text-ink">{formatMoney(price)}</span>
      )}
    </p>
  );
}
