import { staffTwoFactorSettingsSchema, type StoreSettings } from '@attar/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ staffTwoFactor }: StoreSettings) => ({ ...staffTwoFactor });

/**
 * Whether every staff account must use two-factor sign-in (decision 0055). The owner's call
 * (`staff.manage`): the settings page draws it for owners only.
 */
export function StaffTwoFactorSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'staff-two-factor',
    schema: staffTwoFactorSettingsSchema,
    valuesOf,
    settings,
    savedTitle: 'Two-factor sign-in for staff saved',
  });
  return (
    <SettingsCard
      title="Two-factor sign-in for staff"
      description="A stolen password alone then opens no staff account: signing in also asks for a code from an authenticator app."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save two-factor sign-in"
    >
      <Controller
        control={form.control}
        name="required"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor={`${id}-required`}>
                Require two-factor sign-in for every staff account
              </Label>
              <p className="text-xs text-stone">
                Staff who have not set it up are asked to at their next sign-in, before they can do
                anything else. Accounts that have it keep it.
              </p>
            </div>
            <Switch
              id={`${id}-required`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
    </SettingsCard>
  );
}
