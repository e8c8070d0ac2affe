import { z } from 'zod';
import { appliedOfferSchema } from './promotions.js';
import { estimatedDeliverySchema } from './delivery-zones.js';
import { calendarDateSchema, idText, optionalQueryText, recordId, text } from './primitives.js';
import {
  CANCEL_DETAILS_MAX_LENGTH,
  CANCEL_MESSAGES,
  CUSTOMER_CANCEL_REASONS,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGES,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from './order-rules.js';
import { gstBreakdownEntrySchema } from './gst.js';
import { pageQuerySchema } from './pagination.js';
import { pincodeSchema } from './shipping.js';
import { shipmentSchema } from './shipments.js';

const id = recordId();

const quantity = z
  .number({ error: 'Quantity must be a whole number.' })
  .int('Quantity must be a whole number.')
  .min(1, `Quantity must be between 1 and ${ORDER_LINE_MAX_QUANTITY}.`)
  .max(ORDER_LINE_MAX_QUANTITY, `Quantity must be between 1 and ${ORDER_LINE_MAX_QUANTITY}.`);

/** A promo code as typed: trimmed, upper-cased; an empty one counts as none. */
const promoCode = text({ error: 'Promo code must be text.' })
  .trim()
  .max(32, 'Promo code must be at most 32 characters.')
  .transform((value) => (value ? value.toUpperCase() : undefined))
  .nullish();

/** A line names a product and, optionally, one of its variants by SKU (else the default). */
type LineRef = { productId: number; sku?: string | null; productSku?: string | null };

/** No two lines for the same variant: the same product twice needs two different SKUs. */
function uniqueLines(items: LineRef[]): boolean {
  const keys = items.map((item) => `${item.productId}:${item.sku ?? item.productSku ?? ''}`);
  return new Set(keys).size === items.length;
}

function itemsOf<T extends z.ZodType<LineRef>>(item: T) {
  return z
    .array(item, { error: 'Items must be a list.' })
    .min(1, 'Add at least one item.')
    .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} different products per order.`)
    .refine(uniqueLines, ORDER_MESSAGES.duplicateProduct);
}

/** Whether the shopper asks for gift wrap (docs/product.md, "Gifts"): absent means no. */
const giftWrapChoiceSchema = z.boolean({ error: GIFT_MESSAGES.wrapChoice }).optional();

/** The shopper's message for the recipient: trimmed; empty means none. */
const giftMessageSchema = text({ error: GIFT_MESSAGES.messageText })
  .trim()
  .max(GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGES.messageTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** What the quote says of gift wrap: offered or not, and its fee in rupees when chosen. */
export const giftWrapOfferSchema = z.object({
  offered: z.boolean(),
  fee: z.number(),
});
export type GiftWrapOffer = z.infer<typeof giftWrapOfferSchema>;

/** POST /api/cart/quote (docs/product.md, "Quote"). */
export const quoteRequestSchema = z.object({
  items: itemsOf(
    z.object({
      productId: id,
      /** The variant's SKU; the product's default variant without one. */
      sku: text().trim().toUpperCase().max(100).nullish(),
      quantity,
    }),
  ),
  promoCode,
  pincode: pincodeSchema.nullish(),
  paymentMethodId: id.nullish(),
  /** Gift wrap for the whole order, when the store offers it (its fee is added). */
  giftWrap: giftWrapChoiceSchema,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The unit price charged: the sale price where there is one. */
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** The part of the discounts (the promo code's and paying online's) that falls on this line. */
  discount: z.number(),
  /** Whether the store holds the quantity asked for right now. */
  inStock: z.boolean(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Every figure in rupees; `total` already contains the GST (`gstIncluded` is its part). */
export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  /** The promo code's discount. */
  discount: z.number(),
  promoCode: z.string().nullable(),
  promoApplied: z.boolean(),
  /** Why a promo code sent was not applied; null when it was or none was sent. */
  promoMessage: z.string().nullable(),
  /** What the automatic offers (no code) took off the goods; in `total`, not in `discount`. */
  offerDiscount: z.number(),
  /** Every promotion applied: the automatic offers first, then the code's. */
  offers: z.array(appliedOfferSchema),
  shippingCharge: z.number(),
  codFee: z.number(),
  /** The gift wrap fee charged: 0 unless gift wrap was asked for. */
  giftWrapCharge: z.number(),
  /** Whether the store offers gift wrap now, and for what fee. */
  giftWrap: giftWrapOfferSchema,
  /** What paying online takes off this cart: applied when the method sent is paid online. */
  prepaidDiscount: z.number(),
  /** What paying online would take off this cart, whichever method was sent (0: nothing). */
  prepaidSaving: z.number(),
  total: z.number(),
  gstIncluded: z.number(),
  /**
   * The GST `total` contains, one entry per rate, lowest rate first: each line at its HSN code's
   * rate, shipping and the COD fee at the rate of the cart's principal supply. The entries add up
   * to `gstIncluded`.
   */
  gstBreakdown: z.array(gstBreakdownEntrySchema),
  /**
   * Whether cash on delivery may be chosen for this cart: the method is active, the pincode (when
   * sent) takes it, and the total with the COD fee is within `codLimit`.
   */
  codAvailable: z.boolean(),
  /** Why cash on delivery may not be chosen, null when it may. */
  codMessage: z.string().nullable(),
  /** The largest order total, COD fee included, cash on delivery is offered for (rupees). */
  codLimit: z.number(),
  /** The delivery check of the pincode sent, null without one. */
  delivery: z
    .object({
      pincode: z.string(),
      available: z.boolean(),
      codAvailable: z.boolean(),
      /** The days a parcel sent today is expected between; null without delivery. */
      estimatedDelivery: estimatedDeliverySchema.nullable(),
    })
    .nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

const rupees = z
  .number({ error: 'totalAmount must be a number of rupees.' })
  .min(0, 'totalAmount must not be negative.')
  .max(100_000_000, 'totalAmount is too large.')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'totalAmount may have at most 2 decimals.',
  });

/**
 * The spec's order placement payload. Names, SKUs and prices sent by the client are accepted
 * for compatibility and ignored: the server takes them from its catalogue.
 */
export const placeOrderSchema = z.object({
  shippingAddressId: id,
  paymentMethodId: id,
  totalAmount: rupees,
  items: itemsOf(
    z.object({
      productId: id,
      productName: text().max(300).nullish(),
      /** Picks the product's variant of this SKU; the default variant when absent. */
      productSku: text().trim().toUpperCase().max(100).nullish(),
      quantity,
      price: z.number().nullish(),
    }),
  ),
  promoCode,
  /** Ignored: the pincode is the shipping address's. */
  pincode: text().max(10).nullish(),
  /** Gift wrap for the whole order, when the store offers it. */
  giftWrap: giftWrapChoiceSchema,
  /** A message for the recipient, on the packing slip and the gift receipt, never the invoice. */
  giftMessage: giftMessageSchema,
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The variant bought (the size is its name when it was sold). */
  variantId: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    imageUrl: z.string().nullable(),
  }),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid, in rupees. */
  price: z.number(),
  lineTotal: z.number(),
  /** The part of the order's discounts (promo code and prepaid) that falls on this line. */
  discount: z.number(),
  /** GST contained in what this line cost after its discount. */
  gstAmount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderTimelineEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  /** Who made the change: the customer placing it or an administrator. */
  byRole: z.enum(['CUSTOMER', 'ADMIN', 'SYSTEM']),
  byName: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderAddressSchema = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * A GST credit note issued against the order's invoice (docs/admin-guide.md, "Credit notes"):
 * `amount` in rupees, the taxable value and tax it takes back together.
 */
export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  creditNoteNumber: z.string(),
  issuedAt: z.string(),
  amount: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

// Kept here rather than beside the other online-payment shapes: every order schema carries it,
// and the storefront's pages that read orders need no module more for it.
/** What the checkout needs to take the shopper to the gateway for an order awaiting payment. */
export const orderPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  gatewayOrderId: z.string(),
  /** What the gateway will charge: the order's total, in paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** The gateway's public key for its checkout (not a secret). */
  keyId: z.string(),
  /** The store's page that takes the payment at the gateway, then returns to the checkout. */
  checkoutUrl: z.string(),
  /** When the held stock goes back on sale if the order is still unpaid (ISO time). */
  dueBy: z.string(),
  /** The built-in test gateway: no money moves. */
  test: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** An order as the customer and the admin read it (docs/product.md, "Data shapes", "Order"). */
export const orderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: z.object({
    id: z.number().int().nullable(),
    method: z.string(),
    displayName: z.string(),
  }),
  subtotal: z.number(),
  /** The promo code's discount. */
  discount: z.number(),
  promoCode: z.string().nullable(),
  /** What the automatic offers (no code) took off the goods; in `totalAmount`, not in `discount`. */
  offerDiscount: z.number(),
  /** Every promotion the order was given: the automatic offers first, then the code's. */
  offers: z.array(appliedOfferSchema),
  /** What paying online took off the goods (docs/payments.md, "Prepaid discount"). */
  prepaidDiscount: z.number(),
  shippingCharge: z.number(),
  codFee: z.number(),
  /** The gift wrap fee paid: 0 for an order not wrapped. */
  giftWrapCharge: z.number(),
  /** The message for the recipient, null without one. */
  giftMessage: z.string().nullable(),
  totalAmount: z.number(),
  gstIncluded: z.number(),
  deliveredDate: z.string().nullable(),
  shippingAddress: orderAddressSchema,
  items: z.array(orderItemSchema),
  timeline: z.array(orderTimelineEntrySchema),
  customer: z.object({ id: z.number().int(), email: z.string(), fullName: z.string() }),
  /** The credit notes issued against its invoice, oldest first. */
  creditNotes: z.array(creditNoteSummarySchema),
  /**
   * An order awaiting online payment: when its held stock goes back on sale if still unpaid.
   * Null (or absent) otherwise.
   */
  paymentDueBy: z.string().nullable().optional(),
  /** The answer to placing an order paid online: how to take the shopper to the gateway. */
  payment: orderPaymentSchema.nullable().optional(),
  /**
   * A cash-on-delivery order waiting for its customer's code: when it is cancelled if still
   * unconfirmed (ISO time). Null (or absent) otherwise.
   */
  codConfirmBy: z.string().nullable().optional(),
  /** Why the customer cancelled it themselves, in their words or the reason's label; else null. */
  cancelReason: z.string().nullable().optional(),
  /** The parcel booked with a courier and its tracking; null (or absent) before booking. */
  shipment: shipmentSchema.nullable().optional(),
  /**
   * A RETURNED_TO_ORIGIN order: when the admin marked the parcel received back (stock returned,
   * prepaid money refunded); null before. Also set on an order shipped without a booked parcel.
   */
  rtoReceivedAt: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /api/order/my-orders/{id}/cancel: a reason from the list, and the shopper's own words
 * (needed for OTHER).
 */
export const customerCancelSchema = z
  .object({
    reason: z.enum(CUSTOMER_CANCEL_REASONS, { error: CANCEL_MESSAGES.reason }),
    details: text({ error: CANCEL_MESSAGES.details })
      .trim()
      .max(CANCEL_DETAILS_MAX_LENGTH, CANCEL_MESSAGES.detailsTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, context) => {
    if (value.reason === 'OTHER' && !value.details) {
      context.addIssue({ code: 'custom', path: ['details'], message: CANCEL_MESSAGES.details });
    }
  });
export type CustomerCancelRequest = z.input<typeof customerCancelSchema>;

export const COD_CONFIRMATION_CODE_LENGTH = 6;
/** Wrong codes an order takes before its customer must ask for a new one. */
export const COD_CONFIRMATION_MAX_TRIES = 5;

export const COD_CONFIRMATION_MESSAGES = {
  codeFormat: `Enter the ${COD_CONFIRMATION_CODE_LENGTH}-digit code from the mail or the SMS.`,
  notAwaiting: 'This order is not waiting for a confirmation code.',
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it cannot be tried again. Ask for a new code.',
  resendTooSoon: 'A code was sent less than a minute ago. Check your mail, or try again shortly.',
} as const;

/** POST /api/order/my-orders/{id}/confirm-cod: the code mailed to the customer. */
export const codConfirmationSchema = z.object({
  code: z
    .string({ error: COD_CONFIRMATION_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, COD_CONFIRMATION_MESSAGES.codeFormat),
});
export type CodConfirmation = z.infer<typeof codConfirmationSchema>;

const optionalStatus = z
  .union([orderStatusSchema, z.literal('')])
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET /api/order/my-orders/search: dates are days in India time, both ends included. */
export const myOrdersQuerySchema = pageQuerySchema.extend({
  query: optionalQueryText(),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  status: optionalStatus,
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;

/**
 * GET /api/order/adminSearch: `search` looks in the order number, the customer's email, name and
 * mobile, and the phone number of the order's address; dates are days in India time, both ends
 * included.
 */
export const adminOrdersQuerySchema = pageQuerySchema.extend({
  search: optionalQueryText(),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  status: optionalStatus,
  /** `cod-confirmation`: cash-on-delivery orders still waiting for their customer's code. */
  awaiting: z
    .union([z.literal('cod-confirmation'), z.literal('')], {
      error: 'awaiting must be cod-confirmation.',
    })
    .optional()
    .transform((value) => value || undefined),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** PUT /api/order/admin/order/status?orderId=&status= */
export const orderStatusUpdateQuerySchema = z.object({
  orderId: idText(),
  status: orderStatusSchema,
});

/** GET /api/order/my-orders/track/{id}: the order id or its order number. */
export const orderTrackParamsSchema = z.object({
  id: text().trim().min(1).max(40),
});
