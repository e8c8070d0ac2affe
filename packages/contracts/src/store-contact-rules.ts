// Zod-free rules of the store's contact details and social links (the store contact setting),
// shared by the API, which checks and mails them, and the web app, which shows them: the
// storefront's footer reads these without the schemas.

/** The store contact setting: how a shopper reaches the store. */
export interface StoreContact {
  /** The city or address line the footer and the contact page show. */
  address: string;
  phone: string;
  email: string;
  /** Opening hours in words; empty hides them. */
  hours: string;
  /** Each social link is an https address, or empty to hide it. */
  instagramUrl: string;
  facebookUrl: string;
  youtubeUrl: string;
  pinterestUrl: string;
}

export const STORE_CONTACT_LIMITS = {
  address: 200,
  email: 254,
  hours: 100,
  url: 300,
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
} as const;

/** The social networks the footer links to, in the footer's order. */
export const STORE_SOCIAL_NETWORKS = [
  { field: 'instagramUrl', label: 'Instagram' },
  { field: 'facebookUrl', label: 'Facebook' },
  { field: 'youtubeUrl', label: 'YouTube' },
  { field: 'pinterestUrl', label: 'Pinterest' },
] as const;
export type StoreSocialField = (typeof STORE_SOCIAL_NETWORKS)[number]['field'];

export const STORE_CONTACT_MESSAGES = {
  address: "Enter the store's address or city.",
  addressLength: `Address must be at most ${STORE_CONTACT_LIMITS.address} characters.`,
  phone: `Enter a phone number of ${STORE_CONTACT_LIMITS.phoneDigitsMin} to ${STORE_CONTACT_LIMITS.phoneDigitsMax} digits, like +91 522 400 0000.`,
  email: 'Enter a valid email address, like care@example.in.',
  hoursLength: `Opening hours must be at most ${STORE_CONTACT_LIMITS.hours} characters.`,
  socialUrl: (network: string) =>
    `Enter the full address of the ${network} page, starting with https://, or leave it empty.`,
} as const;

/**
 * A phone number as people write it: digits with spaces, dashes or brackets between them, an
 * optional + or an opening bracket in front, 8 to 15 digits in all (E.164 allows 15).
 */
export function isStorePhone(value: string): boolean {
  if (!/^(\+|\()?[0-9][0-9 ()-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return (
    digits >= STORE_CONTACT_LIMITS.phoneDigitsMin && digits <= STORE_CONTACT_LIMITS.phoneDigitsMax
  );
}

/** The phone number for a `tel:` link: the + and the digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An https address of a named host (no user name or password in it), as a link may open. */
export function isHttpsPageUrl(value: string): boolean {
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * The placeholder details the footer has always shown (docs/product.md, "Screens and routes": a
 * fixed city and placeholder details), until the owner saves the store's own under Settings.
 */
export const DEFAULT_STORE_CONTACT: StoreContact = {
  address: 'Hazratganj, Lucknow, Uttar Pradesh 226001',
  phone: '+91 522 400 0000',
  email: 'care@attarhouse.in',
  hours: 'Monday to Saturday, 10 am to 7 pm',
  instagramUrl: 'https://www.instagram.com/attarhouse',
  facebookUrl: 'https://www.facebook.com/attarhouse',
  youtubeUrl: 'https://www.youtube.com/@attarhouse',
  pinterestUrl: 'https://www.pinterest.com/attarhouse',
};
