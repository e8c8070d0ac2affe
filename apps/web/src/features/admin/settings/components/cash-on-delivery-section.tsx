import {
  cashOnDeliverySettingsSchema,
  COD_FEE_MAX_RUPEES,
  COD_LIMIT_MAX_RUPEES,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { formatMoney } from '@/lib/format-money';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ codFee, codLimit }: StoreSettings) => ({ codFee, codLimit });

/** The COD fee added to a cash-on-delivery order and the largest total COD is offered for. */
export function CashOnDeliverySection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'cash-on-delivery',
    schema: cashOnDeliverySettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Cash on delivery saved',
  });
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Cash on delivery"
      description="The fee added to an order paid in cash, and the largest order total (fee included) the checkout offers cash on delivery for."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save cash on delivery"
    >
      <TextField
        id={`${id}-fee`}
        label="COD fee (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        max={COD_FEE_MAX_RUPEES}
        step="0.01"
        hint={`From ₹0 (no fee) to ${formatMoney(COD_FEE_MAX_RUPEES)}.`}
        error={errors.codFee?.message}
        {...form.register('codFee', { valueAsNumber: true })}
      />
      <TextField
        id={`${id}-limit`}
        label="COD limit (₹)"
        type="number"
        inputMode="decimal"
        min={1}
        max={COD_LIMIT_MAX_RUPEES}
        step="0.01"
        hint="Orders above this total are offered the other payment methods only."
        error={errors.codLimit?.message}
        {...form.register('codLimit', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
