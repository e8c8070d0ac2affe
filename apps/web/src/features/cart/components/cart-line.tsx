import { ORDER_LINE_MAX_QUANTITY, type QuoteLine } from '@attar/contracts';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format-money';
import { productPath } from '@/lib/paths';
import type { CartItem } from '../cart-store';

interface CartLineProps {
  item: CartItem;
  /** The item's name in its controls' labels (with its size beside another size of it). */
  name: string;
  /** The server's pricing of this line, once quoted; its prices win over the stored ones. */
  quoted?: QuoteLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** The stored picture is the card size; the line shows the 150 px thumb of the same image. */
function thumbOf(item: CartItem, quoted?: QuoteLine): string | null {
  if (quoted?.imageUrl) return quoted.imageUrl;
  return item.image?.replace(/^\/media\/card\//, '/media/thumb/') ?? null;
}

export function CartLine({ item, name, quoted, onQuantityChange, onRemove }: CartLineProps) {
  const unitPrice = quoted?.unitPrice ?? item.price;
  // The server's name of the variant wins: an item stored before variants may lack one.
  const size = quoted?.size ?? item.size;
  const lineTotal = quoted?.lineTotal ?? Math.round(unitPrice * item.quantity * 100) / 100;
  const image = thumbOf(item, quoted);
  const productHref = productPath(item.id);

  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <Link
        to={productHref}
        className="size-24 shrink-0 overflow-hidden rounded-soft bg-ivory-deep sm:size-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image ? (
          <img
            src={image}
            alt=""
            width={150}
            height={150}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug sm:text-xl">
            <Link to={productHref} className="hover:text-gold-deep">
              {item.name}
            </Link>
          </h3>
          {size ? <p className="mt-1 text-sm text-stone">Size: {size}</p> : null}
          <p className="mt-1 text-sm text-stone">
            <span className="sr-only">Unit price: </span>
            {formatMoney(unitPrice)} each
          </p>
          {quoted && !quoted.inStock ? (
            <p className="mt-1 text-sm font-medium text-danger">
              Not enough stock for this quantity.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantityControl name={name} quantity={item.quantity} onChange={onQuantityChange} />
          <p className="font-medium whitespace-nowrap">
            <span className="sr-only">Line total: </span>
            {formatMoney(lineTotal)}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        aria-label={`Remove ${name} from cart`}
        title="Remove"
        className="-mt-2 -mr-2 shrink-0 text-stone hover:text-ink"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

interface QuantityControlProps {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** Minus, the number, plus; going below 1 removes the item (the store decides). */
function QuantityControl({ name, quantity, onChange }: QuantityControlProps) {
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center rounded-soft border border-field"
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onChange(quantity - 1)}
        aria-label={quantity === 1 ? `Remove ${name}` : `Decrease quantity of ${name}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <output
        aria-live="polite"
        aria-label={`Quantity of ${name}`}
        className="min-w-8 text-center tabular-nums"
      >
        {quantity}
      </output>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= ORDER_LINE_MAX_QUANTITY}
        aria-label={`Increase quantity of ${name}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
