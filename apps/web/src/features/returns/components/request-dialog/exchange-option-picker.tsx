import {
  type ExchangeOption,
  type ExchangeSizeOption,
  RING_SIZE_MAX_LENGTH,
  variantLabel,
} from '@attar/contracts';
import { useExchangeOptions } from '@/api/returns';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { choosesSize } from '@/features/returns/return-request-draft';
import { ProductThumbnail } from '../product-thumbnail';

interface ExchangeOptionPickerProps {
  orderId: number;
  productId: number;
  chosen: ExchangeOption | null;
  onChoose: (option: ExchangeOption) => void;
  /** The SKU of the size chosen when the option is the item's own product in another size. */
  exchangeSku: string;
  onChooseSize: (sku: string) => void;
  exchangeSize: string;
  onExchangeSizeChange: (value: string) => void;
}

/**
 * What the item may be exchanged for (in stock, of its kind, at its price or less); the same
 * product in another size also asks which: one of its sizes, or a ring size in words for a piece
 * that lists none.
 */
export function ExchangeOptionPicker(props: ExchangeOptionPickerProps) {
  const { orderId, productId, chosen, onChoose, exchangeSku, onChooseSize } = props;
  const { exchangeSize, onExchangeSizeChange } = props;
  const options = useExchangeOptions(orderId, productId);

  if (options.isPending) {
    return (
      <p role="status" className="text-stone">
        Loading...
      </p>
    );
  }
  if (options.isError) {
    return (
      <div role="alert">
        <p className="text-ink">We could not load what this item can be exchanged for.</p>
        <Button variant="outline" className="mt-3" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (options.data.length === 0) {
    return (
      <p className="text-stone">
        Nothing is in stock to exchange this item for right now. You can request a return instead.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Exchange for</legend>
        <ul className="max-h-64 space-y-2 overflow-y-auto p-0.5">
          {options.data.map((option) => {
            const checked = chosen?.id === option.id;
            return (
              <li key={option.id}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-card border bg-paper p-3 hover:border-gold-deep',
                    checked ? 'border-gold-deep ring-1 ring-gold-deep' : 'border-rule',
                  )}
                >
                  <input
                    type="radio"
                    name="exchange-option"
                    className="size-5 shrink-0 accent-gold-deep"
                    checked={checked}
                    onChange={() => onChoose(option)}
                  />
                  <ProductThumbnail image={option.imageUrl} alt="" className="sm:size-14" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-ink">{option.name}</span>
                    <span className="block text-stone">
                      {option.size ? `${option.size} · ` : ''}
                      {option.sizes.length > 1 ? 'from ' : ''}
                      {formatMoney(option.price)}
                    </span>
                    {option.sameProduct ? (
                      <span className="block text-xs text-stone">
                        {choosesSize(option)
                          ? 'The same product in another size'
                          : 'The same piece in the ring size you choose'}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chosen && choosesSize(chosen) ? (
        <SizeChoice sizes={chosen.sizes} chosen={exchangeSku} onChoose={onChooseSize} />
      ) : chosen?.sameProduct ? (
        <TextField
          id="return-exchange-size"
          label="Ring size you would like"
          hint="For example 12 (Indian ring size)."
          aria-required="true"
          autoComplete="off"
          maxLength={RING_SIZE_MAX_LENGTH}
          value={exchangeSize}
          onChange={(event) => onExchangeSizeChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/** How many of a size are left, as the shopper is told. */
const stockText = (size: ExchangeSizeOption) =>
  size.inStock ? `${size.stockQuantity} in stock` : 'Sold out';

/** The product's other sizes to exchange for, each with its price and stock; sold-out ones cannot be chosen. */
function SizeChoice({
  sizes,
  chosen,
  onChoose,
}: {
  sizes: ExchangeSizeOption[];
  chosen: string;
  onChoose: (sku: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">Size you would like</legend>
      <ul className="flex flex-wrap gap-2 p-0.5">
        {sizes.map((size) => {
          const checked = chosen === size.sku;
          return (
            <li key={size.sku}>
              <label
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-card border bg-paper px-3 py-2',
                  size.inStock
                    ? 'cursor-pointer hover:border-gold-deep'
                    : 'cursor-not-allowed opacity-60',
                  checked ? 'border-gold-deep ring-1 ring-gold-deep' : 'border-rule',
                )}
              >
                <input
                  type="radio"
                  name="exchange-size"
                  value={size.sku}
                  className="size-5 shrink-0 accent-gold-deep"
                  checked={checked}
                  disabled={!size.inStock}
                  onChange={() => onChoose(size.sku)}
                />
                <span>
                  <span className="block font-medium text-ink">
                    {variantLabel(size) || size.sku}
                  </span>{' '}
                  <span className="block text-xs text-stone">
                    {formatMoney(size.price)} · {stockText(size)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
