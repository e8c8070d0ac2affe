import type { EligibleOrderItem } from '@attar/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { ProductThumbnail } from '../product-thumbnail';

interface OrderItemOptionProps {
  item: EligibleOrderItem;
  /** Why it cannot be chosen for this request, or null when it can. */
  blocker: string | null;
  checked: boolean;
  onChoose: () => void;
}

/** One line of the chosen order as a radio card: what it is, and whether it can be sent back. */
export function OrderItemOption({ item, blocker, checked, onChoose }: OrderItemOptionProps) {
  const eligible = blocker === null;
  const name = item.name || item.product.name;
  const reasonId = `return-item-${item.id}-reason`;
  return (
    <label
      className={cn(
        'flex min-h-11 gap-3 rounded-card border bg-paper p-3 sm:p-4',
        checked ? 'border-gold-deep ring-1 ring-gold-deep' : 'border-rule',
        eligible ? 'cursor-pointer hover:border-gold-deep' : 'cursor-not-allowed bg-ivory-deep/40',
      )}
    >
      <input
        type="radio"
        name="return-item"
        className="mt-1 size-5 shrink-0 accent-gold-deep"
        checked={checked}
        disabled={!eligible}
        aria-describedby={eligible ? undefined : reasonId}
        onChange={onChoose}
      />
      <ProductThumbnail image={item.product.images[0]} alt="" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="font-medium break-words text-ink">{name}</span>
          <Badge tone={eligible ? 'success' : 'muted'}>
            {eligible ? 'Eligible' : 'Not Eligible'}
          </Badge>
        </span>
        <span className="mt-1 block text-stone">
          {item.size ? `${item.size} · ` : ''}Qty {item.quantity} · {formatMoney(item.price)}
        </span>
        <span className="block text-xs break-all text-stone">
          SKU {item.sku || item.product.sku} · Item ID {item.id} · Product ID {item.productId}
        </span>
        {blocker ? (
          <span id={reasonId} className="mt-1 block text-danger">
            {blocker}
          </span>
        ) : null}
      </span>
    </label>
  );
}
