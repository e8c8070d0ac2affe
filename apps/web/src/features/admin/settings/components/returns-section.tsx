import {
  RETURN_WINDOW_MAX_DAYS,
  RETURN_WINDOW_MIN_DAYS,
  returnSettingsSchema,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ returnWindowDays }: StoreSettings) => ({ returnWindowDays });

/** How long after delivery an item may be returned or exchanged. */
export function ReturnsSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'returns',
    schema: returnSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Returns saved',
  });
  return (
    <SettingsCard
      title="Returns"
      description="How many days after delivery a customer may ask to return or exchange an item."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save returns"
    >
      <TextField
        id={`${id}-window`}
        label="Return window (days)"
        type="number"
        inputMode="numeric"
        min={RETURN_WINDOW_MIN_DAYS}
        max={RETURN_WINDOW_MAX_DAYS}
        step={1}
        hint="The Return Policy page promises 30 days."
        error={form.formState.errors.returnWindowDays?.message}
        {...form.register('returnWindowDays', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
