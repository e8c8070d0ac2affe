import {
  COD_CONFIRMATION_MAX_HOURS,
  COD_CONFIRMATION_MIN_HOURS,
  codConfirmationSettingsSchema,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ codConfirmation }: StoreSettings) => ({ ...codConfirmation });

/** An empty amount is "any amount": no order is asked for its code because of what it costs. */
const amountOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Which cash-on-delivery orders the customer confirms with a code mailed to them before the store
 * packs them, and how long an order waits for it before it is cancelled.
 */
export function CodConfirmationSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'cod-confirmation',
    schema: codConfirmationSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Cash-on-delivery confirmation saved',
  });
  const { errors } = form.formState;
  const toggle = (name: 'enabled' | 'firstOrder', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4">
          <div>
            <Label htmlFor={`${id}-${name}`}>{label}</Label>
            <p className="text-xs text-stone">{hint}</p>
          </div>
          <Switch
            id={`${id}-${name}`}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
  return (
    <SettingsCard
      title="Cash-on-delivery confirmation"
      description="Orders refused at the door cost shipping twice. A risky cash-on-delivery order waits until the customer enters the code mailed to them; one not confirmed in time is cancelled and its items go back on sale."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save confirmation"
    >
      {toggle(
        'enabled',
        'Ask for a code',
        'Off: every cash-on-delivery order is placed as before.',
      )}
      {toggle(
        'firstOrder',
        'A customer’s first order',
        'Ask when the customer has no earlier order.',
      )}
      <TextField
        id={`${id}-above`}
        label="Orders of this amount and above (₹)"
        type="number"
        inputMode="decimal"
        min={1}
        step="0.01"
        hint="Leave empty to ask no order for its amount alone."
        error={errors.above?.message}
        {...form.register('above', { setValueAs: amountOrNull })}
      />
      <TextField
        id={`${id}-hours`}
        label="Time to confirm (hours)"
        type="number"
        inputMode="numeric"
        min={COD_CONFIRMATION_MIN_HOURS}
        max={COD_CONFIRMATION_MAX_HOURS}
        step={1}
        hint={`From ${COD_CONFIRMATION_MIN_HOURS} to ${COD_CONFIRMATION_MAX_HOURS} hours (a week). A new time applies to orders placed after it is saved.`}
        error={errors.hours?.message}
        {...form.register('hours', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
