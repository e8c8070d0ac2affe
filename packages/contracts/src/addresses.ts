import { z } from 'zod';
import { text } from './primitives.js';
import {
  ADDRESS_FIELD_MESSAGES as FIELD,
  ADDRESS_MAX_LENGTHS as MAX,
  ADDRESS_MESSAGES,
  CITY_PATTERN,
  DEFAULT_COUNTRY,
  PHONE_MIN_DIGITS,
} from './address-rules.js';
import { PINCODE_PATTERN } from './constants.js';

const REQUIRED = ADDRESS_MESSAGES.missing.description;
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

// A missing or null field is the spec's "missing information"; another type is plainly wrong.
const requiredString = (missing: string) =>
  text({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missing : 'Must be text.',
  });

const requiredText = (max: number, tooLong: string) =>
  requiredString(REQUIRED).trim().min(1, { message: REQUIRED, abort: true }).max(max, tooLong);

/** An optional text: absent, null and blank all mean "not given" and become null. */
const optionalText = <T extends z.ZodType<string | null, string | null>>(rules: T) =>
  requiredString('')
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(rules);

/**
 * POST /api/shipping-addresses/Add and PUT /api/shipping-addresses/update/{id} (the whole
 * address). The server also checks the state (by name or by its id of GET /api/location/user)
 * and that the pincode exists and lies in that state; the city is the shopper's own words.
 */
export const addressInputSchema = z.object({
  fullName: requiredText(MAX.fullName, FIELD.fullNameLength).regex(
    LETTERS_AND_SPACES,
    FIELD.fullNameLetters,
  ),
  addressLine1: requiredText(MAX.addressLine, FIELD.addressLineLength),
  addressLine2: optionalText(z.string().max(MAX.addressLine, FIELD.addressLineLength).nullable()),
  city: requiredText(MAX.place, FIELD.cityLength).regex(CITY_PATTERN, FIELD.cityCharacters),
  state: requiredText(MAX.place, FIELD.unknownState),
  zipCode: requiredString(REQUIRED)
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincode.description),
  country: optionalText(
    z
      .string()
      .max(MAX.country, FIELD.countryLength)
      .regex(LETTERS_AND_SPACES, FIELD.countryLetters)
      .nullable(),
  ).transform((value) => value ?? DEFAULT_COUNTRY),
  phoneNumber: optionalText(
    z
      .string()
      .regex(/^\d+$/, { message: FIELD.phoneDigits, abort: true })
      .min(PHONE_MIN_DIGITS, ADDRESS_MESSAGES.phone.description)
      .max(MAX.phoneNumber, FIELD.phoneLength)
      .nullable(),
  ),
  isDefault: z.boolean({ error: FIELD.isDefault }).optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

/** A shipping address as the API answers it (docs/product.md, "Data shapes"). */
export const addressSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
