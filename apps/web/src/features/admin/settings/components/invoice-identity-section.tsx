import { invoiceIdentityUpdateSchema, type StoreSettings } from '@attar/contracts';
import { useEffect, useId } from 'react';
import { useLocations } from '@/api/addresses';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSettingsForm } from '../use-settings-form';
import { SettingsCard } from './settings-card';

const valuesOf = ({ invoiceIdentity }: StoreSettings) => ({ ...invoiceIdentity });

/**
 * The seller on GST tax invoices: legal name, registered address, GSTIN and state. The state
 * decides CGST and SGST (a buyer in the same state) against IGST, so it comes from the address
 * form's list of states, and the server checks it against the GSTIN's state code.
 */
export function InvoiceIdentitySection({ settings }: { settings: StoreSettings }) {
  const id = useId();
  const states = useLocations();
  const { form, onSubmit, problem, isSaving } = useSettingsForm({
    section: 'invoice-identity',
    schema: invoiceIdentityUpdateSchema,
    valuesOf,
    settings,
    savedTitle: 'Invoice identity saved',
  });
  const { errors } = form.formState;
  const stateNames = states.data?.map((state) => state.stateName) ?? [];
  // The saved state is drawn as a stand-in option until the list arrives; the list's own option
  // replaces it, and the browser then shows the select's first option. Select the saved (or the
  // admin's) state again once the list is drawn.
  const statesLoaded = Boolean(states.data);
  useEffect(() => {
    if (statesLoaded) form.setValue('state', form.getValues('state'));
  }, [statesLoaded, form]);
  const saved = settings.invoiceIdentity.state;
  return (
    <SettingsCard
      title="Invoice identity"
      description="The seller printed on every GST tax invoice. Invoices cannot be issued until it is filled in."
      onSubmit={onSubmit}
      isSaving={isSaving}
      problem={problem}
      saveLabel="Save invoice identity"
    >
      <TextField
        id={`${id}-name`}
        label="Legal name"
        autoComplete="organization"
        maxLength={200}
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <Field id={`${id}-address`} label="Registered address" error={errors.address?.message}>
        {(control) => (
          <Textarea rows={3} maxLength={500} {...control} {...form.register('address')} />
        )}
      </Field>
      <TextField
        id={`${id}-gstin`}
        label="GSTIN"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        className="[&_input]:uppercase"
        hint="15 characters, for example 27AAPFU0939F1ZV; its first two digits are the state's code."
        error={errors.gstin?.message}
        {...form.register('gstin')}
      />
      <Field
        id={`${id}-state`}
        label="State"
        error={errors.state?.message}
        hint={
          states.isError
            ? 'The list of states could not be loaded. Reload to try again.'
            : undefined
        }
      >
        {(control) => (
          <Select className="w-full" {...control} {...form.register('state')}>
            <option value="">{states.isPending ? 'Loading states...' : 'Choose a state'}</option>
            {saved && !stateNames.includes(saved) ? <option value={saved}>{saved}</option> : null}
            {stateNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </SettingsCard>
  );
}
