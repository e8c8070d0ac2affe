import { z } from 'zod';

/** Stable error codes. Clients branch on these, never on messages. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  /** A path parameter is longer than the server reads. */
  'URI_TOO_LONG',
  /** The request's headers or request line are larger than the server reads. */
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  /** An uploaded image is wider or taller than UPLOAD_MAX_DIMENSION pixels. */
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  /** Staff whose role does not hold the route's permission (docs/permissions.md). */
  'NOT_PERMITTED',
  /** A customer may subscribe (or unsubscribe) only their own account's email address. */
  'NEWSLETTER_EMAIL_NOT_YOURS',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  /** Another product (live or deleted) has this SKU; details.sku and details.productId name it. */
  'SKU_TAKEN',
  /** A product CSV import has errors and nothing was written; details is the import report. */
  'IMPORT_INVALID',
  'CONFLICT',
  /** A failed background job was already retried or dismissed. */
  'JOB_ALREADY_RESOLVED',
  /** Another category has this name (compared without regard to case). */
  'CATEGORY_NAME_TAKEN',
  /** Live products are in the category; details.productCount says how many. */
  'CATEGORY_IN_USE',
  /** A menu item with items under it was deleted without cascade=true; details.childCount. */
  'MENU_HAS_CHILDREN',
  /** A customer already keeps MAX_ADDRESSES_PER_CUSTOMER shipping addresses. */
  'ADDRESS_LIMIT_REACHED',
  'ZONE_LIMIT_REACHED',
  'RATE_LIMITED',
  /** An order's items are not in stock in the quantities asked; details.products names them. */
  'INSUFFICIENT_STOCK',
  /** A cart or order names products an admin deleted; details.products names them. */
  'PRODUCT_UNAVAILABLE',
  /** "Notify me" for a size that can be bought now. */
  'BACK_IN_STOCK_NOT_NEEDED',
  /** The order's totalAmount differs from the server's; details.quote has the new figures. */
  'PRICE_CHANGED',
  'NOT_AWAITING_PAYMENT',
  /** The cash-on-delivery order is not waiting for its customer's code (confirmed, cancelled). */
  'NOT_AWAITING_CONFIRMATION',
  /** The confirmation code is not the one sent; details.triesLeft says how many remain. */
  'WRONG_CODE',
  'BAD_SIGNATURE',
  'PAYMENT_MISMATCH',
  'GATEWAY_UNAVAILABLE',
  'GATEWAY_NOT_CONFIGURED',
  'PROMO_INVALID',
  /** A once-per-customer promo code (FLAT50) was used by this customer already. */
  'PROMO_ALREADY_USED',
  'DELIVERY_UNAVAILABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'GIFT_WRAP_UNAVAILABLE',
  /** The payment method is the only active one: the checkout would offer no way to pay. */
  'LAST_ACTIVE_PAYMENT_METHOD',
  /** The same Idempotency-Key came with another order body within 24 hours. */
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_STATUS_TRANSITION',
  /** The order or item cannot be returned or exchanged (not delivered, an exchange's item, ...). */
  'RETURN_NOT_ELIGIBLE',
  /** The order's return window (a setting, default 30 days from delivery) has closed. */
  'RETURN_WINDOW_CLOSED',
  /** The item already has a request that was not rejected. */
  'RETURN_ALREADY_REQUESTED',
  /** A fragrance returned for a change of mind needs the shopper's word that it is sealed. */
  'SEALED_CONFIRMATION_REQUIRED',
  /** The replacement asked for in an exchange does not qualify (kind, price, availability). */
  'EXCHANGE_NOT_ALLOWED',
  /**
   * The order has no tax invoice (cancelled, not yet shipped, an exchange); details.reason says
   * which.
   */
  'INVOICE_NOT_AVAILABLE',
  /** The store's invoice identity (Settings > Invoice identity) is not filled in. */
  'INVOICE_IDENTITY_MISSING',
  /** A two-factor code is wrong, or was used already (a code works once). */
  'TWO_FACTOR_CODE_INVALID',
  /** Too many wrong two-factor codes: the account's second factor is locked for a while (429). */
  'TWO_FACTOR_LOCKED',
  /** The account has no two-factor sign-in set up (or its setup was not confirmed). */
  'TWO_FACTOR_NOT_ENROLLED',
  /** Two-factor sign-in is on already: turn it off before setting it up again. */
  'TWO_FACTOR_ALREADY_ENABLED',
  /** POST /api/signin: right password, and the staff account's two-factor code is needed (401). */
  'TWO_FACTOR_REQUIRED',
  /** The store requires two-factor sign-in and this session has not set it up yet (403). */
  'TWO_FACTOR_SETUP_REQUIRED',
  /** A sensitive action needs a code proven in the last few minutes (403). */
  'FRESH_CODE_REQUIRED',
  /** A staff account with two-factor on signs in with password and code only (403). */
  'TWO_FACTOR_PASSWORD_REQUIRED',
  /** Two-factor sign-in cannot be turned off while the store requires it (409). */
  'TWO_FACTOR_REQUIRED_BY_STORE',
  /** Only a CONFIRMED or PROCESSING order can be booked with a courier (docs/decisions/0061). */
  'NOT_READY_TO_SHIP',
  /** The order has a parcel booked already: one parcel per order. */
  'ALREADY_BOOKED',
  /** Another parcel of this courier has this AWB. */
  'AWB_TAKEN',
  /** A booking asked for Shiprocket on a store without SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (422). */
  'SHIPROCKET_NOT_CONFIGURED',
  /** A label or manifest was asked for an order without a parcel; details.orderNumbers names them. */
  'SHIPMENT_NOT_BOOKED',
  /** One label or manifest PDF holds one courier's parcels; details.providers names them. */
  'MIXED_COURIERS',
  /** No failed delivery attempt waits for the shopper's answer (none, or answered already). */
  'NO_DELIVERY_ISSUE',
  /** Only an order the courier brought back (RETURNED_TO_ORIGIN) can be marked received. */
  'NOT_RETURNED',
  /** The returned parcel was marked received already (stock back, refund asked once). */
  'ALREADY_RECEIVED',
  /** A courier's webhook without the token the store gave it (401). */
  'BAD_WEBHOOK_TOKEN',
  /** The courier did not answer, or answered with a server error (503): try again later. */
  'COURIER_UNAVAILABLE',
  /** The courier refused the request; the message carries its reason (502). */
  'COURIER_REFUSED',
  /** The courier refused the store's credentials (502): check SHIPROCKET_EMAIL and PASSWORD. */
  'COURIER_AUTH',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'ACCOUNT_NOT_FOUND',
  /** The account was deactivated by an admin: no sign-in path lets it in until reactivated. */
  'ACCOUNT_DISABLED',
  /** The account was deleted and its personal data erased; it cannot be edited or reactivated. */
  'ACCOUNT_ERASED',
  /** An admin tried to deactivate or delete their own account. */
  'OWN_ACCOUNT_PROTECTED',
  /** The change would leave the store without an active admin. */
  'LAST_ACTIVE_ADMIN',
  /** The change would leave the store without an active owner. */
  'LAST_OWNER',
  'PHONE_TAKEN',
  'LINK_INVALID',
  'WRONG_PASSWORD',
  'FEATURE_DISABLED',
  /** A third party we depend on (the sign-in provider) did not answer as it should. */
  'PROVIDER_UNAVAILABLE',
  'NOT_READY',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The one body every non-2xx API response carries (docs/api.md, "Errors"). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
