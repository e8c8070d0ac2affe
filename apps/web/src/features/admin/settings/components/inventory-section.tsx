import {
  inventorySettingsSchema,
  LOW_STOCK_THRESHOLD_MAX,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ lowStockThreshold }: StoreSettings) => ({ lowStockThreshold });

/** The stock level at which a product counts as running low. */
export function InventorySection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'inventory',
    schema: inventorySettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Inventory saved',
  });
  return (
    <SettingsCard
      title="Inventory"
      description="A product with this many units or fewer (but some) counts as low on stock on the dashboard."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save inventory"
    >
      <TextField
        id={`${id}-threshold`}
        label="Low-stock threshold (units)"
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_THRESHOLD_MAX}
        step={1}
        hint="0 lists no product as low; products out of stock are always listed apart."
        error={form.formState.errors.lowStockThreshold?.message}
        {...form.register('lowStockThreshold', { valueAsNumber: true })}
      />
    </SettingsCard>
  );
}
