import { type ExchangeOption, RING_SIZE_MAX_LENGTH } from '@attar/contracts';
import { useExchangeOptions } from '@/api/returns';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { ProductThumbnail } from '../product-thumbnail';

interface ExchangeOptionPickerProps {
  orderId: number;
  productId: number;
  chosen: ExchangeOption | null;
  onChoose: (option: ExchangeOption) => void;
  exchangeSize: string;
  onExchangeSizeChange: (value: string) => void;
}

/**
 * What the item may be exchanged for (in stock, of its kind, at its price or less); the same
 * jewelry piece in another size also asks which size.
 */
export function ExchangeOptionPicker(props: ExchangeOptionPickerProps) {
  const { orderId, productId, chosen, onChoose, exchangeSize, onExchangeSizeChange } = props;
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
                      {formatMoney(option.price)}
                    </span>
                    {option.sameProduct ? (
                      <span className="block text-xs text-stone">
                        The same piece in the ring size you choose
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chosen?.sameProduct ? (
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
