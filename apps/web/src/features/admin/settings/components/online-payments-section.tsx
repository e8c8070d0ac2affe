import {
  onlinePaymentSettingsSchema,
  PAYMENT_HOLD_MAX_MINUTES,
  PAYMENT_HOLD_MIN_MINUTES,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ paymentHoldMinutes }: StoreSettings) => ({ paymentHoldMinutes });

/** How long an order awaiting online payment holds its stock before it is cancelled. */
export function OnlinePaymentsSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'online-payments',
    schema: onlinePaymentSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Online payments saved',
  });
  return (
    <SettingsCard
      title="Online payments"
      description="An order paid online holds its items while the customer pays. If it is still unpaid after this time, it is cancelled and its items go back on sale."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save online payments"
    >
      <TextField
        id={`${id}-hold`}
        label="Time to pay (minutes)"
        type="number"
        inputMode="numeric"
        min={PAYMENT_HOLD_MIN_MINUTES}
        max={PAYMENT_HOLD_MAX_MINUTES}
        step={1}
        hint={`From ${PAYMENT_HOLD_MIN_MINUTES} to ${PAYMENT_HOLD_MAX_MINUTES} minutes (a day). A new time applies to orders placed after it is saved.`}
        error={form.formState.errors.paymentHoldMinutes?.message}
        {...form.register('paymentHoldMinutes', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
