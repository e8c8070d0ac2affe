// Zod-free rules of the address form and the pincode (spec section 5), shared by the API and
// the web form. Kept apart from the schemas so that a page needing only these does not load zod.

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
  unknownCity: 'Choose a city of the chosen state from the list.',
  isDefault: 'isDefault must be true or false.',
} as const;

export const ADDRESS_MAX_LENGTHS = {
  fullName: 50,
  addressLine: 100,
  phoneNumber: 15,
  zipCode: 6,
  country: 50,
  /** Not a spec limit: state and city come from a list, this only bounds the input. */
  place: 100,
} as const;

export const PHONE_MIN_DIGITS = 10;
export const DEFAULT_COUNTRY = 'India';
/** How many shipping addresses one customer may keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** An Indian pincode: exactly six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** The spec's toast title for an address error message, or null for the other rules. */
export function addressMessageTitle(message: string): string | null {
  for (const { title, description } of Object.values(ADDRESS_MESSAGES)) {
    if (description === message) return title;
  }
  return null;
}
