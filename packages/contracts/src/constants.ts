// Zod-free values and helpers. Kept apart from the schemas so that a storefront page that
// needs only these does not load zod (the package is marked side-effect free).

export const ROLES = ['ADMIN', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Normalises a role string as the spec asks: anything but ADMIN (a misspelt customer too) is
 * CUSTOMER.
 */
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

export const METALS = ['GOLD', 'WHITE_GOLD', 'ROSE_GOLD', 'SILVER', 'PLATINUM'] as const;
export type Metal = (typeof METALS)[number];

/** The dearest a product may be priced, in rupees (and so the highest price filter). */
export const PRODUCT_PRICE_MAX_RUPEES = 10_000_000;

/**
 * The olfactive families a shopper filters fragrances by. A product has no family of its own: it
 * belongs to every family one of its notes names, a note matching when one of its words begins
 * with a family's word ("damask rose" is floral, "cedarwood" woody).
 */
export const FRAGRANCE_FAMILIES = [
  'FLORAL',
  'WOODY',
  'AMBER',
  'FRESH',
  'SPICY',
  'LEATHER',
] as const;
export type FragranceFamily = (typeof FRAGRANCE_FAMILIES)[number];

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

/**
 * Image sizes the media service delivers. card, detail and thumb are the spec's (docs/product.md,
 * "Constants and limits") and are what the storefront lays out; card-large (the card at twice the
 * density) and detail-small (the product picture for phones) exist only as extra `srcset` widths of
 * those two.
 */
export const IMAGE_SIZES = {
  card: { width: 400, height: 320 },
  'card-large': { width: 800, height: 640 },
  detail: { width: 800, height: 800 },
  'detail-small': { width: 480, height: 480 },
  thumb: { width: 150, height: 150 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES | 'original';

/** Every `{size}` segment of `/media/{size}/{publicId}`. */
export const DELIVERY_IMAGE_SIZES: readonly ImageSize[] = [
  ...(Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]),
  'original',
];

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

/**
 * Sort orders the product list and search accept: `relevance` (best match first) applies only
 * to a search, and is a search's default; without one it falls back to `featured`.
 */
export const PRODUCT_LIST_SORT_ORDERS = ['relevance', ...SORT_ORDERS] as const;
export type ProductListSortOrder = (typeof PRODUCT_LIST_SORT_ORDERS)[number];

/** The media service's segment of POST /api/upload/{service} (docs/api.md, "Images"). */
export const IMAGE_SERVICE = 'images';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest width or height of an uploaded image, in pixels. */
export const UPLOAD_MAX_DIMENSION = 8000;
/** Image formats an upload may be in, recognised by the file's bytes. Stored as WebP. */
export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_BODY_MAX_LENGTH = 2000;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Subscribed Successfully';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'Unsubscribed Successfully';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_RECEIVED_MESSAGE = 'Thank you. We will write back within two working days.';

/**
 * An Indian pincode: exactly six digits, the first not 0. Here rather than with the address
 * rules: the cart checks a remembered pincode on every page, which should not load those.
 */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}
