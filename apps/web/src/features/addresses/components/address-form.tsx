import {
  ADDRESS_MAX_LENGTHS,
  addressInputSchema,
  addressMessageTitle,
  validationIssueSchema,
  type Address,
  type AddressFields,
} from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLocations } from '../api/get-locations';
import { useSaveAddress } from '../api/save-address';
import {
  ADDRESS_FILTERS,
  EMPTY_ADDRESS,
  firstSpecMessage,
  formValuesOf,
  type AddressFormValues,
} from '../address-form-rules';

interface AddressFormProps {
  /** The address being edited; a new one without it. */
  address?: Address;
  onSaved: (address: Address) => void;
  /** Absent when there is nothing to go back to (the first address at checkout). */
  onCancel?: () => void;
}

// Every form value (text as typed, a checkbox) is a valid input of the contract's schema, which
// trims, fills the default country and turns blanks into null on the way out.
const formSchema = addressInputSchema as unknown as z.ZodType<AddressFields, AddressFormValues>;

const FIELD_NAMES = Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[];

/** The shipping address form of spec section 5, for the checkout and My Account alike. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const save = useSaveAddress();
  const locations = useLocations();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressFields>({
    resolver: zodResolver(formSchema),
    defaultValues: address ? formValuesOf(address) : EMPTY_ADDRESS,
  });
  const idPrefix = address ? `address-${address.id}` : 'address-new';
  const chosenState = watch('state');
  const cities = locations.data?.find((state) => state.stateName === chosenState)?.cities ?? [];

  useEffect(() => {
    if (locations.isError) toast.error('Failed to load states and cities.');
  }, [locations.isError]);

  const onInvalid = (fieldErrors: FieldErrors<AddressFormValues>) => {
    const found = firstSpecMessage(FIELD_NAMES.map((name) => fieldErrors[name]?.message));
    if (found) toast.error(found.title, { description: found.description });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: address?.id, input: values });
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, 'Please check the address and try again.');
      showServerFieldErrors(error, (name, text) => setError(name, { message: text }));
      toast.error(addressMessageTitle(message) ?? 'Failed to add/update address', {
        description: addressMessageTitle(message) ? message : `${message} Please try again.`,
      });
    }
  }, onInvalid);

  /** A filtered text field: the filter runs on every change, so a refused character never shows. */
  const filtered = (name: keyof typeof ADDRESS_FILTERS) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const kept = ADDRESS_FILTERS[name](event.target.value);
        if (kept !== event.target.value) event.target.value = kept;
        return registration.onChange(event);
      },
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={save.isPending} aria-label={address ? 'Edit address' : 'New address'}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-fullName`}
          label="Full name"
          autoComplete="name"
          maxLength={ADDRESS_MAX_LENGTHS.fullName}
          error={errors.fullName?.message}
          {...filtered('fullName')}
        />
        <Field id={`${idPrefix}-phoneNumber`} label="Phone number" error={errors.phoneNumber?.message} hint="Optional, at least 10 digits.">
          {(control) => (
            <DigitsInput
              filter={ADDRESS_FILTERS.phoneNumber}
              autoComplete="tel"
              maxLength={ADDRESS_MAX_LENGTHS.phoneNumber}
              {...register('phoneNumber')}
              {...control}
            />
          )}
        </Field>
      </div>
      <TextField
        id={`${idPrefix}-addressLine1`}
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={ADDRESS_MAX_LENGTHS.addressLine}
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <TextField
        id={`${idPrefix}-addressLine2`}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={ADDRESS_MAX_LENGTHS.addressLine}
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}-state`} label="State" error={errors.state?.message}>
          {(control) => (
            <Select
              className="w-full"
              disabled={!locations.data}
              {...register('state', { onChange: () => setValue('city', '') })}
              {...control}
            >
              <option value="">{locations.isPending ? 'Loading states...' : 'Choose a state'}</option>
              {locations.data?.map((state) => (
                <option key={state.stateId} value={state.stateName}>
                  {state.stateName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${idPrefix}-city`} label="City" error={errors.city?.message}>
          {(control) => (
            <Select className="w-full" disabled={cities.length === 0} {...register('city')} {...control}>
              <option value="">{chosenState ? 'Choose a city' : 'Choose a state first'}</option>
              {cities.map((city) => (
                <option key={city.cityId} value={city.cityName}>
                  {city.cityName}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {locations.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to load states and cities.{' '}
          <Button variant="link" onClick={() => void locations.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}-zipCode`} label="Pincode" error={errors.zipCode?.message}>
          {(control) => (
            <DigitsInput
              filter={ADDRESS_FILTERS.zipCode}
              autoComplete="postal-code"
              maxLength={ADDRESS_MAX_LENGTHS.zipCode}
              {...register('zipCode')}
              {...control}
            />
          )}
        </Field>
        <TextField
          id={`${idPrefix}-country`}
          label="Country"
          autoComplete="country-name"
          maxLength={ADDRESS_MAX_LENGTHS.country}
          error={errors.country?.message}
          {...filtered('country')}
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-gold-deep" {...register('isDefault')} />
        Make this my default address
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : address ? 'Save address' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}

/** The server's per-field answers (400 VALIDATION_FAILED details) beside their fields. */
function showServerFieldErrors(error: unknown, show: (name: keyof AddressFormValues, message: string) => void): void {
  if (!(error instanceof ApiError)) return;
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = issue.path.split('.').pop() as keyof AddressFormValues | undefined;
    if (name && FIELD_NAMES.includes(name)) show(name, issue.message);
  }
}
