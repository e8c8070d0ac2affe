import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './order-rules.js';
import { idText } from './primitives.js';

// Paying online at a gateway (docs/decisions/0047): what the checkout posts back, and the
// payments ledger the admin reads. The methods and messages are in payments.ts, the payment an
// order answers with in orders.ts.

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(64, `${name} is too long.`)
    .regex(/^[A-Za-z0-9_]+$/, `${name} is not a gateway id.`);

// Pure: a storefront page that never verifies a payment does not carry these schemas.
/** POST /api/payments/razorpay/verify: the checkout's result, as the gateway hands it over. */
export const paymentVerifySchema = /* @__PURE__ */ z.object({
  orderId: z.number({ error: 'orderId must be a number.' }).int().positive(),
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required.' })
    .trim()
    .min(1, 'razorpay_signature is required.')
    .max(128, 'razorpay_signature is too long.'),
});
export type PaymentVerifyRequest = z.infer<typeof paymentVerifySchema>;

/** One row of an order's payments ledger: an attempt, a capture, a failure or a refund. */
export const paymentLedgerEntrySchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  kind: z.enum(['GATEWAY_ORDER', 'CAPTURE', 'FAILURE', 'REFUND']),
  provider: z.enum(PAYMENT_PROVIDERS),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  status: z.string(),
  method: z.string().nullable(),
  detail: z.string().nullable(),
  /** A refund's reference, as the customer's mail names it. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentLedgerEntry = z.infer<typeof paymentLedgerEntrySchema>;

/** POST /api/admin/orders/{id}/payments/{entryId}/retry: a failed refund of the order. */
export const paymentEntryParamSchema = /* @__PURE__ */ z.object({
  id: idText(),
  entryId: idText(),
});
