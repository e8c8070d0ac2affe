// Zod-free rules of the address form and the pincode (docs/product.md, "Validation rules"), shared
// by the API and the web form. Kept apart from the schemas so that a page needing only these does
// not load zod.

/**
 * The spec's toasts come as "title / description". The API answers the description as the
 * error `message`; the client finds the title with `addressMessageTitle(message)`.
 */
export const ADDRESS_MESSAGES = {
  missing: { title: 'Missing information', description: 'Please fill in all required fields.' },
  phone: { title: 'Invalid phone number', description: 'Phone number must be at least 10 digits.' },
  pincode: { title: 'Invalid pincode', description: 'Pincode must be 6 digits.' },
} as const;

/** Messages of the rules the spec lists without a toast text (input filters, lengths, places). */
export const ADDRESS_FIELD_MESSAGES = {
  fullNameLetters: 'Full name may contain letters and spaces only.',
  fullNameLength: 'Full name must be at most 50 characters.',
  addressLineLength: 'Address line must be at most 100 characters.',
  phoneDigits: 'Phone number may contain digits only.',
  phoneLength: 'Phone number must be at most 15 digits.',
  countryLetters: 'Country may contain letters and spaces only.',
  countryLength: 'Country must be at most 50 characters.',
  unknownState: 'Choose a state of India from the list.',
  cityLength: 'City must be at most 100 characters.',
  cityCharacters: 'City may contain letters, spaces, dots and hyphens only.',
  unknownPincode: 'This pincode does not exist.',
  isDefault: 'isDefault must be true or false.',
} as const;

export const ADDRESS_MAX_LENGTHS = {
  fullName: 50,
  addressLine: 100,
  phoneNumber: 15,
  zipCode: 6,
  country: 50,
  /** Not a spec limit: the state comes from a list, the city is free text up to this. */
  place: 100,
} as const;

export const PHONE_MIN_DIGITS = 10;
export const DEFAULT_COUNTRY = 'India';
/** How many shipping addresses one customer may keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** A city or town as the address form takes it: letters, spaces, dots and hyphens. */
export const CITY_PATTERN = /^\p{L}[\p{L}\p{M} .-]*$/u;

/** The refusal of a pincode whose post offices lie in other states than the chosen one. */
export function pincodeInAnotherStateMessage(
  pincode: string,
  pincodeStates: readonly string[],
  chosenState: string,
): string {
  return `Pincode ${pincode} is in ${pincodeStates.join(' or ')}, not ${chosenState}.`;
}

/** The spec's toast title for an address error message, or null for the other rules. */
export function addressMessageTitle(message: string): string | null {
  for (const { title, description } of Object.values(ADDRESS_MESSAGES)) {
    if (description === message) return title;
  }
  return null;
}
