import {
  STORE_CONTACT_LIMITS,
  STORE_SOCIAL_NETWORKS,
  storeContactSchema,
  type StoreSettings,
} from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ storeContact }: StoreSettings) => ({ ...storeContact });

/**
 * How shoppers reach the store: the address or city, phone, email and hours, and the social
 * links the footer shows. The footer, the contact page and the order mails read them; a social
 * link left empty is not shown.
 */
export function StoreContactSection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'store-contact',
    schema: storeContactSchema,
    valuesOf,
    settings,
    savedTitle: 'Store contact details saved',
  });
  const { errors } = form.formState;
  return (
    <SettingsCard
      title="Store contact details"
      description="Shown in the footer, on the contact page and in order mails. Leave a social link empty to hide it."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save store contact details"
      className="lg:col-span-2"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-address`}
          label="Address or city"
          autoComplete="street-address"
          maxLength={STORE_CONTACT_LIMITS.address}
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="For example +91 522 400 0000."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={STORE_CONTACT_LIMITS.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id={`${id}-hours`}
          label="Opening hours (optional)"
          maxLength={STORE_CONTACT_LIMITS.hours}
          className="sm:col-span-2"
          hint="For example Monday to Saturday, 10 am to 7 pm."
          error={errors.hours?.message}
          {...form.register('hours')}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink">Social links (optional)</legend>
        {STORE_SOCIAL_NETWORKS.map(({ field, label }) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={`${label} page`}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            spellCheck={false}
            maxLength={STORE_CONTACT_LIMITS.url}
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
      </fieldset>
    </SettingsCard>
  );
}
