import {
  ABANDONED_CART_FIRST_MAX_HOURS,
  ABANDONED_CART_MIN_HOURS,
  ABANDONED_CART_SECOND_MAX_HOURS,
  abandonedCartSettingsSchema,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ abandonedCart }: StoreSettings) => ({ ...abandonedCart });

/** An empty second delay is "no second reminder". */
const hoursOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Cart reminders (docs/admin-guide.md, "Cart reminders"): a signed-in shopper's cart left
 * without an order is mailed once after the first delay, and a second time when one is set.
 */
export function AbandonedCartSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'abandoned-cart',
    schema: abandonedCartSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Cart reminders saved',
  });
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Cart reminders"
      description="A signed-in shopper who leaves items in the cart and places no order gets an email linking back to it, at most two. Shoppers who switched off emails about their cart and offers get none."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save cart reminders"
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <Label htmlFor={`${id}-enabled`}>Send cart reminders</Label>
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
        id={`${id}-first`}
        label="First reminder (hours after the cart's last change)"
        type="number"
        inputMode="numeric"
        min={ABANDONED_CART_MIN_HOURS}
        max={ABANDONED_CART_FIRST_MAX_HOURS}
        step={1}
        hint={`From ${ABANDONED_CART_MIN_HOURS} to ${ABANDONED_CART_FIRST_MAX_HOURS} hours (a week).`}
        error={errors.firstReminderHours?.message}
        {...form.register('firstReminderHours', { valueAsNumber: true })}
      />
      <TextField
        id={`${id}-second`}
        label="Second reminder (hours after the first)"
        type="number"
        inputMode="numeric"
        min={ABANDONED_CART_MIN_HOURS}
        max={ABANDONED_CART_SECOND_MAX_HOURS}
        step={1}
        hint={`Up to ${ABANDONED_CART_SECOND_MAX_HOURS} hours (two weeks); leave empty to send one reminder only.`}
        error={errors.secondReminderHours?.message}
        {...form.register('secondReminderHours', { setValueAs: hoursOrNull })}
      />
    </SettingsCard>
  );
}
