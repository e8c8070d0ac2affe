import { z } from 'zod';

/** Stable error codes. Clients branch on these, never on messages. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** An uploaded image is wider or taller than UPLOAD_MAX_DIMENSION pixels. */
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  /** A customer already keeps MAX_ADDRESSES_PER_CUSTOMER shipping addresses. */
  'ADDRESS_LIMIT_REACHED',
  'RATE_LIMITED',
  /** An order's items are not in stock in the quantities asked; details.products names them. */
  'INSUFFICIENT_STOCK',
  /** The order's totalAmount differs from the server's; details.quote has the new figures. */
  'PRICE_CHANGED',
  'PROMO_INVALID',
  /** A once-per-customer promo code (FLAT50) was used by this customer already. */
  'PROMO_ALREADY_USED',
  'DELIVERY_UNAVAILABLE',
  'PAYMENT_METHOD_UNAVAILABLE',
  /** The same Idempotency-Key came with another order body within 24 hours. */
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_STATUS_TRANSITION',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'ACCOUNT_NOT_FOUND',
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

/** The one body every non-2xx API response carries (ARCHITECTURE section 5). */
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
