// Zod-free values and helpers. Kept apart from the schemas so that a storefront page that
// needs only these does not load zod (the package is marked side-effect free).

export const ROLES = ['ADMIN', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** Normalises a role string as the spec asks: anything but ADMIN (a misspelt customer too) is CUSTOMER. */
export function normaliseRole(value: unknown): Role {
  if (typeof value === 'string' && value.trim().toUpperCase() === 'ADMIN') return 'ADMIN';
  return 'CUSTOMER';
}

export const GENDERS = ['MEN', 'WOMEN', 'UNISEX'] as const;
export type Gender = (typeof GENDERS)[number];

export const OCCASIONS = ['DAILY', 'OFFICE', 'EVENING', 'FESTIVE', 'WEDDING'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const PRODUCT_TYPES = ['FRAGRANCE', 'JEWELRY', 'GIFT_SET'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Sort orders of the product list; `featured` (featured first, then newest) is the default. */
export const SORT_ORDERS = [
  'featured',
  'newest',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Image sizes the media service delivers (spec section 9). */
export const IMAGE_SIZES = {
  card: { width: 400, height: 320 },
  detail: { width: 800, height: 800 },
  thumb: { width: 150, height: 150 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES | 'original';

export function mediaUrl(publicId: string, size: ImageSize = 'original'): string {
  return `/media/${size}/${encodeURIComponent(publicId)}`;
}

/**
 * An Indian mobile number as 10 digits: spaces, dashes and a leading +91, 91 or 0 are
 * removed. Returns the input's digits unchanged when they do not fit that shape.
 */
export function normaliseIndianMobile(value: string): string {
  const digits = value.replace(/[\s\-()]/g, '').replace(/^\+91/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
