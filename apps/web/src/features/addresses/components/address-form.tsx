import {
  ADDRESS_MAX_LENGTHS,
  addressInputSchema,
  addressMessageTitle,
  isValidPincode,
  pincodeInAnotherStateMessage,
  validationIssueSchema,
  type Address,
  type AddressFields,
  type PincodeLookup,
} from '@attar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useLocations, useSaveAddress } from '@/api/addresses';
import { pincodePlaceQueryOptions, usePincodePlace } from '@/api/pincodes';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';
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
const resolver = zodFormResolver<AddressFormValues, AddressFields>(addressInputSchema);

const FIELD_NAMES = Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[];

/**
 * The shipping address form of docs/product.md, "Validation rules", for the checkout and My Account
 * alike.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const save = useSaveAddress();
  const locations = useLocations();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressFields>({
    resolver,
    defaultValues: address ? formValuesOf(address) : EMPTY_ADDRESS,
  });
  const idPrefix = address ? `address-${address.id}` : 'address-new';
  const chosenState = watch('state');
  const typedPincode = watch('zipCode');
  const pincodePlace = usePincodePlace(isValidPincode(typedPincode) ? typedPincode : null);
  const placeInState = pincodePlace.data?.places.find((place) => place.state === chosenState);
  const stateCities =
    locations.data?.find((state) => state.stateName === chosenState)?.cities ?? [];
  // The pincode's district and post-office towns first, then the state's cities.
  const citySuggestions = [
    ...new Set([...(placeInState?.cities ?? []), ...stateCities.map((city) => city.cityName)]),
  ];
  const pincodeProblem = pincodeNotice(pincodePlace, chosenState);
  // The city the form last filled in itself: a new pincode may replace it, not what was typed.
  const filledCity = useRef<string | null>(null);

  /**
   * Fills the state and the city from a typed pincode (the city only if the shopper has not typed
   * one).
   */
  async function fillFromPincode(pincode: string) {
    if (!isValidPincode(pincode)) return;
    let found: PincodeLookup;
    try {
      found = await queryClient.fetchQuery(pincodePlaceQueryOptions(pincode));
    } catch {
      return; // the Pincode field tells a pincode that does not exist; the server checks again on save
    }
    if (getValues('zipCode') !== pincode) return; // typed on meanwhile
    const currentState = getValues('state');
    const place = found.places.find((candidate) => candidate.state === currentState) ?? found;
    const currentCity = getValues('city');
    const stateChanges = place.state !== currentState;
    if (stateChanges) setValue('state', place.state, { shouldDirty: true, shouldValidate: true });
    if (stateChanges || !currentCity || currentCity === filledCity.current) {
      const city = place.cities[0] ?? '';
      setValue('city', city, { shouldDirty: true, shouldValidate: true });
      filledCity.current = city;
    }
  }

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
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-busy={save.isPending}
      aria-label={address ? 'Edit address' : 'New address'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-fullName`}
          label="Full name"
          autoComplete="name"
          maxLength={ADDRESS_MAX_LENGTHS.fullName}
          error={errors.fullName?.message}
          {...filtered('fullName')}
        />
        <Field
          id={`${idPrefix}-phoneNumber`}
          label="Phone number"
          error={errors.phoneNumber?.message}
          hint="Optional, at least 10 digits."
        >
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
        <Field
          id={`${idPrefix}-zipCode`}
          label="Pincode"
          error={errors.zipCode?.message ?? pincodeProblem}
          hint="Fills in the state and the city."
        >
          {(control) => (
            <DigitsInput
              filter={ADDRESS_FILTERS.zipCode}
              autoComplete="postal-code"
              maxLength={ADDRESS_MAX_LENGTHS.zipCode}
              {...register('zipCode', {
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  void fillFromPincode(event.target.value),
              })}
              {...control}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-state`} label="State" error={errors.state?.message}>
          {(control) => (
            <Select
              className="w-full"
              disabled={!locations.data}
              autoComplete="address-level1"
              // Held by the form's value, so a state filled in from the pincode shows even when
              // the list of states arrives after it.
              value={chosenState}
              {...register('state', { onChange: () => setValue('city', '') })}
              {...control}
            >
              <option value="">
                {locations.isPending ? 'Loading states...' : 'Choose a state'}
              </option>
              {locations.data?.map((state) => (
                <option key={state.stateId} value={state.stateName}>
                  {state.stateName}
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
        <div>
          <TextField
            id={`${idPrefix}-city`}
            label="City"
            autoComplete="address-level2"
            maxLength={ADDRESS_MAX_LENGTHS.place}
            list={`${idPrefix}-city-suggestions`}
            error={errors.city?.message}
            {...register('city')}
          />
          <datalist id={`${idPrefix}-city-suggestions`}>
            {citySuggestions.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
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

/**
 * What the Pincode field says before saving: that the pincode does not exist (the lookup's 404),
 * or that it lies in another state than the chosen one, in the words the server would use.
 */
function pincodeNotice(
  lookup: { data?: PincodeLookup; error: unknown },
  chosenState: string,
): string | undefined {
  if (lookup.error instanceof ApiError && lookup.error.status === 404)
    return errorMessage(lookup.error, 'Pincode not found.');
  const found = lookup.data;
  if (!found || !chosenState || found.places.some((place) => place.state === chosenState))
    return undefined;
  return pincodeInAnotherStateMessage(
    found.pincode,
    found.places.map((place) => place.state),
    chosenState,
  );
}

/** The server's per-field answers (400 VALIDATION_FAILED details) beside their fields. */
function showServerFieldErrors(
  error: unknown,
  show: (name: keyof AddressFormValues, message: string) => void,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = issue.path.split('.').pop() as keyof AddressFormValues | undefined;
    if (name && FIELD_NAMES.includes(name)) show(name, issue.message);
  }
}
