import {
  PREPAID_DISCOUNT_MAX_PERCENT,
  PREPAID_DISCOUNT_MAX_RUPEES,
  prepaidDiscountSettingsSchema,
  type PrepaidDiscountKind,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { formatMoney } from '@/lib/format-money';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ prepaidDiscount }: StoreSettings) => ({ ...prepaidDiscount });

const KINDS: { kind: PrepaidDiscountKind; label: string }[] = [
  { kind: 'none', label: 'No discount' },
  { kind: 'amount', label: 'An amount off' },
  { kind: 'percent', label: 'A percentage off' },
];

/**
 * What paying online takes off an order: cash on delivery costs the store a fee to the courier
 * and the risk of a refusal at the door, so a store may share that saving with the shopper.
 */
export function PrepaidDiscountSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'prepaid-discount',
    schema: prepaidDiscountSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Prepaid discount saved',
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  return (
    <SettingsCard
      title="Prepaid discount"
      description="Shoppers who pay online save this on the goods, after any promo code. Checkout shows it beside each online method as “Pay online and save ₹…”; paying on delivery instead drops it."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save prepaid discount"
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink">Discount for paying online</legend>
        {KINDS.map((option) => (
          <label key={option.kind} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              value={option.kind}
              className="size-5 accent-gold-deep"
              {...form.register('kind')}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {kind === 'amount' ? (
        <TextField
          id={`${id}-amount`}
          label="Amount off (₹)"
          type="number"
          inputMode="numeric"
          min={1}
          max={PREPAID_DISCOUNT_MAX_RUPEES}
          step={1}
          hint={`Whole rupees, up to ${formatMoney(PREPAID_DISCOUNT_MAX_RUPEES)}; never more than the goods cost.`}
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
      ) : null}
      {kind === 'percent' ? (
        <TextField
          id={`${id}-percent`}
          label="Percentage off (%)"
          type="number"
          inputMode="numeric"
          min={1}
          max={PREPAID_DISCOUNT_MAX_PERCENT}
          step={1}
          hint={`A whole number from 1 to ${PREPAID_DISCOUNT_MAX_PERCENT}, of the goods after any promo code, rounded down to a rupee.`}
          error={errors.percent?.message}
          {...form.register('percent', { valueAsNumber: true })}
        />
      ) : null}
    </SettingsCard>
  );
}
