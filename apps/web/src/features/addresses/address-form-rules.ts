import {
  ADDRESS_MAX_LENGTHS,
  ADDRESS_MESSAGES,
  DEFAULT_COUNTRY,
  type Address,
  type AddressInput,
} from '@attar/contracts';

/** What the form holds: text as typed, the default flag as a checkbox. */
export interface AddressFormValues {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  state: string;
  city: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  state: '',
  city: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  phoneNumber: '',
  isDefault: false,
};

export function formValuesOf(address: Address): AddressFormValues {
  return {
    fullName: address.fullName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    state: address.state,
    city: address.city,
    zipCode: address.zipCode,
    country: address.country,
    phoneNumber: address.phoneNumber ?? '',
    isDefault: address.isDefault,
  };
}

/** The whole address as the update call takes it (used to make one the default). */
export function inputOf(address: Address, changes: Partial<AddressInput> = {}): AddressInput {
  return {
    fullName: address.fullName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
    phoneNumber: address.phoneNumber,
    isDefault: address.isDefault,
    ...changes,
  };
}

// Input filters of docs/product.md, "Validation rules": what a field refuses never reaches it.
const NOT_LETTER_OR_SPACE = /[^\p{L}\p{M} ]/gu;
const NOT_DIGIT = /\D/g;

export const ADDRESS_FILTERS = {
  fullName: (value: string) =>
    value.replace(NOT_LETTER_OR_SPACE, '').slice(0, ADDRESS_MAX_LENGTHS.fullName),
  country: (value: string) =>
    value.replace(NOT_LETTER_OR_SPACE, '').slice(0, ADDRESS_MAX_LENGTHS.country),
  phoneNumber: (value: string) =>
    value.replace(NOT_DIGIT, '').slice(0, ADDRESS_MAX_LENGTHS.phoneNumber),
  zipCode: (value: string) => value.replace(NOT_DIGIT, '').slice(0, ADDRESS_MAX_LENGTHS.zipCode),
} as const;

/** The spec's three address messages, in the order the rules are checked. */
export const ADDRESS_MESSAGE_ORDER = [
  ADDRESS_MESSAGES.missing,
  ADDRESS_MESSAGES.phone,
  ADDRESS_MESSAGES.pincode,
];

/** The first of the spec's messages among the form's field errors, for the toast. */
export function firstSpecMessage(messages: (string | undefined)[]) {
  return ADDRESS_MESSAGE_ORDER.find(({ description }) => messages.includes(description)) ?? null;
}
