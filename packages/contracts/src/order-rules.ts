// Zod-free order and promotion rules (docs/product.md, "Order statuses" and "Promotions"), shared
// by the API and the web.

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  /** The courier brought the parcel back undelivered (RTO): the order's own end. */
  'RETURNED_TO_ORIGIN',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The forward path of an order; an admin may skip steps along it. */
export const ORDER_STATUS_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'CANCELLED' && status !== 'RETURNED_TO_ORIGIN',
);

/** Statuses of a parcel on its way, from which the courier may bring it back (RTO). */
export const RETURNABLE_TO_ORIGIN_STATUSES: readonly OrderStatus[] = [
  'SHIPPED',
  'OUT_FOR_DELIVERY',
];

/** Statuses from which an order may still be cancelled (anything before SHIPPED). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'PROCESSING'];

/** Whether an admin may move an order from one status to another. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'CANCELLED') return CANCELLABLE_STATUSES.includes(from);
  if (to === 'RETURNED_TO_ORIGIN') return RETURNABLE_TO_ORIGIN_STATUSES.includes(from);
  const fromIndex = ORDER_STATUS_PATH.indexOf(from);
  const toIndex = ORDER_STATUS_PATH.indexOf(to);
  return fromIndex !== -1 && toIndex > fromIndex;
}

/**
 * Why a shopper cancels their own order (docs/product.md, "Cancelling an order"), before it
 * ships: CANCELLABLE_STATUSES, as for the store.
 */
export const CUSTOMER_CANCEL_REASONS = [
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'DELIVERY_TOO_SLOW',
  'CHANGE_ORDER',
  'OTHER',
] as const;
export type CustomerCancelReason = (typeof CUSTOMER_CANCEL_REASONS)[number];

export const CUSTOMER_CANCEL_REASON_LABELS: Record<CustomerCancelReason, string> = {
  ORDERED_BY_MISTAKE: 'I ordered it by mistake',
  FOUND_CHEAPER: 'I found it cheaper elsewhere',
  DELIVERY_TOO_SLOW: 'Delivery would take too long',
  CHANGE_ORDER: 'I want to change the address or the items',
  OTHER: 'Another reason',
};

/** Characters the shopper's own words on a cancellation may have. */
export const CANCEL_DETAILS_MAX_LENGTH = 500;

export const CANCEL_MESSAGES = {
  reason: 'Choose why you are cancelling.',
  details: 'Tell us in a few words why you are cancelling.',
  detailsTooLong: `At most ${CANCEL_DETAILS_MAX_LENGTH} characters.`,
  alreadyCancelled: 'This order is already cancelled.',
  shipped:
    'This order has left our warehouse and can no longer be cancelled. You can return it once it is delivered.',
} as const;

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who takes an online payment: the built-in test gateway, or Razorpay. */
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The seeded promotions (docs/product.md, "Constants and limits" banners). */
export const PROMO_CODES = { buy2Get1: 'B2G1', flat50: 'FLAT50' } as const;

/** Units per cart line of a quote or an order. */
export const ORDER_LINE_MAX_QUANTITY = 99;
/** Characters a gift message may have: what fits the card on the packing slip. */
export const GIFT_MESSAGE_MAX_LENGTH = 200;
/** The gift wrap fee's upper bound, in rupees (Settings > Gift wrap). */
export const GIFT_WRAP_FEE_MAX_RUPEES = 5_000;

/** Gift wrap and gift messages (docs/product.md, "Gifts"). */
export const GIFT_MESSAGES = {
  messageTooLong: `A gift message may have at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
  messageText: 'A gift message must be text.',
  wrapChoice: 'giftWrap must be true or false.',
  wrapUnavailable: 'Gift wrap is not offered at the moment. Please place the order without it.',
  fee: `Gift wrap fee must be between 1 and ${GIFT_WRAP_FEE_MAX_RUPEES} rupees, with at most 2 decimals.`,
} as const;
/** Distinct products in one quote or order. */
export const ORDER_MAX_LINES = 50;

/** How long an Idempotency-Key of an order placement is remembered. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const ORDER_MESSAGES = {
  deliveryUnavailable: 'Delivery is not available at your location. Please try another address.',
  codUnavailable: 'Cash on delivery is not available at this pincode.',
  paymentMethodUnavailable: 'This payment method is not available.',
  priceChanged: 'Prices in your cart have changed. Review the new total and place the order again.',
  insufficientStock: 'Some products in your cart are not available in the quantity you asked for.',
  promoAlreadyUsed: (code: string) => `You have already used the promo code ${code}.`,
  promoInvalid: (code: string) => `The promo code ${code} is not valid.`,
  promoNeedsUnits: (code: string, units: number) =>
    `The promo code ${code} needs at least ${units} items in the cart.`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  placedByCustomerOnly: 'Orders are placed from a customer account.',
  duplicateProduct: 'Each product, in each of its sizes, may appear only once in the items.',
} as const;

/**
 * The payment method of an exchange's replacement order: nothing to pay, its items priced at
 * zero; such an order's items cannot be returned again.
 */
export const EXCHANGE_PAYMENT_METHOD = 'exchange';

/** How an order status reads to a shopper and an admin. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED_TO_ORIGIN: 'Returned undelivered',
};
