import { PROMOTION_LIMITS, type PromotionKind } from '@attar/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import type { PromotionFieldErrors, PromotionFormValues } from '../promotion-form';

interface KindFieldsProps {
  kind: PromotionKind;
  /** The form's id for a field's name, so labels and errors find their inputs. */
  id: (name: string) => string;
  register: UseFormRegister<PromotionFormValues>;
  errors: PromotionFieldErrors;
  disabled: boolean;
}

/**
 * The fields of the kind chosen, and the minimum cart value every kind may have (a free gift
 * must). The other kinds' fields are not drawn, and the form sends them as null.
 */
export function KindFields({ kind, id, register, errors, disabled }: KindFieldsProps) {
  const common = { autoComplete: 'off', disabled } as const;
  const minimumHint =
    kind === 'FREE_GIFT'
      ? 'The gift is added to carts of this value or more.'
      : 'Optional: it applies only to carts of this value or more.';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {kind === 'PERCENT_OFF' ? (
        <TextField
          id={id('percent')}
          label="Percentage off"
          inputMode="numeric"
          hint="A whole number from 1 to 100."
          error={errors.percent}
          {...common}
          {...register('percent')}
        />
      ) : null}
      {kind === 'AMOUNT_OFF' ? (
        <TextField
          id={id('amount-off')}
          label="Amount off (₹)"
          inputMode="decimal"
          hint="Taken off the items it applies to, never more than they cost."
          error={errors.amountOff}
          {...common}
          {...register('amountOff')}
        />
      ) : null}
      {kind === 'BUY_X_GET_Y' ? (
        <>
          <TextField
            id={id('buy')}
            label="Buy (items)"
            inputMode="numeric"
            hint={`1 to ${PROMOTION_LIMITS.buyGetQuantity}.`}
            error={errors.buyQuantity}
            {...common}
            {...register('buyQuantity')}
          />
          <TextField
            id={id('get')}
            label="Get free (items)"
            inputMode="numeric"
            hint="The cheapest of each group are free."
            error={errors.getQuantity}
            {...common}
            {...register('getQuantity')}
          />
        </>
      ) : null}
      {kind === 'FREE_GIFT' ? (
        <TextField
          id={id('gift-sku')}
          label="Gift (SKU)"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:uppercase"
          hint="The size given free, by its SKU."
          error={errors.giftSku}
          {...common}
          {...register('giftSku')}
        />
      ) : null}
      <TextField
        id={id('min-cart')}
        label={kind === 'FREE_GIFT' ? 'Minimum cart value (₹)' : 'Minimum cart value (₹, optional)'}
        inputMode="decimal"
        hint={minimumHint}
        error={errors.minCartValue}
        {...common}
        {...register('minCartValue')}
      />
    </div>
  );
}
