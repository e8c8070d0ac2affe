import { z } from 'zod';
import { optionalQueryText } from './primitives.js';
import { pageQuerySchema } from './pagination.js';

/**
 * A way to pay (docs/product.md, "Data shapes": id, method, isActive), with what the checkout
 * shows.
 */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  /** A stable machine name: `cod`, `upi`, `card`, ... */
  method: z.string(),
  displayName: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Cash on delivery: the one method with a fee and a limit (the courier carries the cash). */
export const CASH_ON_DELIVERY_METHOD = 'cod';
/** Paid to the courier by UPI at the door: no cash to carry, so no fee and no limit. */
export const UPI_ON_DELIVERY_METHOD = 'upi_on_delivery';

/**
 * Methods paid at the door. They are offered only where the pincode allows cash on delivery
 * (the courier collects), an order becomes PAID when delivered, and a return is refunded by
 * UPI or bank transfer, as there is no online payment to reverse.
 */
export function isPayOnDelivery(method: string): boolean {
  const name = method.toLowerCase();
  return name === CASH_ON_DELIVERY_METHOD || name === UPI_ON_DELIVERY_METHOD;
}

// Paid online at a gateway (docs/decisions/0047); zod-free, so the storefront's checkout reads
// them without the schemas of online-payments.ts.
/** The built-in test gateway: the embedded default, with no gateway keys configured. */
export const TEST_GATEWAY_METHOD = 'test_gateway';
/** Razorpay: offered once RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and the webhook secret are set. */
export const RAZORPAY_METHOD = 'razorpay';

/** Methods paid online before the order is confirmed: the order holds its stock meanwhile. */
export function isOnlinePayment(method: string): boolean {
  return method === TEST_GATEWAY_METHOD || method === RAZORPAY_METHOD;
}

export const ONLINE_PAYMENT_MESSAGES = {
  notAwaitingPayment: 'This order is not waiting for an online payment.',
  paymentMismatch: 'This payment does not belong to this order.',
  badSignature:
    'The payment could not be verified. If money left your account, it will be refunded.',
  notCaptured: 'The gateway has not received this payment yet. Try again in a moment.',
  gatewayUnavailable:
    'The payment gateway is not answering. Your order is saved: try paying again in a moment.',
  holdExpired:
    'The time to pay for this order has passed and it was cancelled. Its items are back in stock.',
  codNotAllowed: 'Cash on delivery is not available for this order.',
  refundNotRetryable: 'Only a failed refund can be tried again.',
  refundExceedsPayment: 'What is left of this payment is less than this refund.',
  returnRefundsToSource:
    'An order paid online is refunded to its payment through the gateway: leave the refund method as Original payment method.',
} as const;

export const PAYMENT_METHOD_STATUSES = ['active', 'inactive'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

/** GET /api/payment-methods (admin): `search` looks in the method and its display name. */
export const paymentMethodListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYMENT_METHOD_STATUSES).optional(),
  search: optionalQueryText(),
});
export type PaymentMethodListQuery = z.infer<typeof paymentMethodListQuerySchema>;

/** PUT /api/payment-methods/{id}/status (admin): switch a method on or off for the checkout. */
export const paymentMethodStatusUpdateSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});
export type PaymentMethodStatusUpdate = z.infer<typeof paymentMethodStatusUpdateSchema>;

export const PAYMENT_MESSAGES = {
  lastActiveMethod: (displayName: string) =>
    `${displayName} is the only active payment method. Switch another method on before switching it off, or the checkout would have no way to pay.`,
} as const;

export const COD_FEE_MAX_RUPEES = 1000;

/** GET /api/admin/settings/cod-fee: the cash-on-delivery fee in rupees. */
export const codFeeSchema = z.object({ codFee: z.number() });
export type CodFee = z.infer<typeof codFeeSchema>;

/** PUT /api/admin/settings/cod-fee (admin). */
export const codFeeUpdateSchema = z.object({
  codFee: z
    .number({ error: 'COD fee must be a number of rupees.' })
    .min(0, `COD fee must be between 0 and ${COD_FEE_MAX_RUPEES} rupees.`)
    .max(COD_FEE_MAX_RUPEES, `COD fee must be between 0 and ${COD_FEE_MAX_RUPEES} rupees.`)
    // Paise are the smallest unit: 49.5 is fine, 49.555 is not.
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
      message: 'COD fee may have at most 2 decimals.',
    }),
});
export type CodFeeUpdate = z.infer<typeof codFeeUpdateSchema>;
