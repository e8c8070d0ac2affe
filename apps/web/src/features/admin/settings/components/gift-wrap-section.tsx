import {
  GIFT_WRAP_FEE_MAX_RUPEES,
  giftWrapSettingsSchema,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatMoney } from '@/lib/format-money';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ giftWrap }: StoreSettings) => ({ ...giftWrap });

/** Gift wrap at checkout: off until the store switches it on, for a fee it sets. */
export function GiftWrapSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'gift-wrap',
    schema: giftWrapSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Gift wrap saved',
  });
  return (
    <SettingsCard
      title="Gift wrap"
      description="Checkout offers gift wrap for the whole order at this fee; the packing slip tells the packer to wrap it. A gift message can be written whether or not gift wrap is offered."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save gift wrap"
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <Label htmlFor={`${id}-enabled`}>Offer gift wrap at checkout</Label>
            <Switch
              id={`${id}-enabled`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
      <TextField
        id={`${id}-fee`}
        label="Gift wrap fee (₹)"
        type="number"
        inputMode="decimal"
        min={1}
        max={GIFT_WRAP_FEE_MAX_RUPEES}
        step={0.01}
        hint={`Up to ${formatMoney(GIFT_WRAP_FEE_MAX_RUPEES)}, GST included; the invoice prints it on a line of its own.`}
        error={form.formState.errors.fee?.message}
        {...form.register('fee', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
