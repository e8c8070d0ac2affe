// Zod-free return and exchange rules (docs/product.md, "Returns and exchanges"),
// shared by the API, which enforces them, and the web app, which explains them.

/** docs/product.md, "States and transitions": a new request starts REQUESTED. */
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'COMPLETED', 'REJECTED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TYPES = ['RETURN', 'EXCHANGE'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

/** docs/product.md, "Validation rules", in the order the reason select offers them. */
export const RETURN_REASONS = [
  'Defective product',
  'Wrong item received',
  'Changed mind',
  'Not as described',
  'Damaged in shipping',
  'Size/fit issue',
  'Allergic reaction',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * Reasons for which an opened fragrance (or gift set) is not taken back: the shopper must
 * confirm it is unopened and sealed. A fault of the product or of its delivery is accepted opened.
 */
export const SEALED_ONLY_REASONS: readonly ReturnReason[] = [
  'Changed mind',
  'Size/fit issue',
  'Other',
];

/** Days after delivery during which a request may be made, unless the settings say otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** docs/product.md, "Server calls": the eligible-orders call pages by 20. */
export const ELIGIBLE_ORDERS_PAGE_SIZE = 20;

/** An admin moves a request only along these steps (docs/product.md, "Returns and exchanges"). */
export const RETURN_STATUS_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['COMPLETED'],
  COMPLETED: [],
  REJECTED: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_STATUS_MOVES[from].includes(to);
}

/** A request counts as open (blocking another for the same item) unless it was rejected. */
export const BLOCKING_RETURN_STATUSES: readonly ReturnStatus[] = [
  'REQUESTED',
  'APPROVED',
  'COMPLETED',
];

/** How a refund reaches the customer: prepaid orders go back to the original payment. */
export const REFUND_METHODS = ['ORIGINAL_PAYMENT', 'UPI', 'BANK_TRANSFER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  ORIGINAL_PAYMENT: 'Original payment method',
  UPI: 'UPI transfer',
  BANK_TRANSFER: 'Bank transfer',
};

/** What happened to a request, in its timeline. */
export const RETURN_EVENT_TYPES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'EXCHANGE_ORDER_CREATED',
  'RECEIVED',
  'REFUNDED',
  'EXCHANGE_SHIPPED',
  'COMPLETED',
  'CREDIT_NOTE_ISSUED',
] as const;
export type ReturnEventType = (typeof RETURN_EVENT_TYPES)[number];

export const RETURN_EVENT_LABELS: Record<ReturnEventType, string> = {
  REQUESTED: 'Request submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  EXCHANGE_ORDER_CREATED: 'Exchange order created',
  RECEIVED: 'Item received at our warehouse',
  REFUNDED: 'Refund sent',
  EXCHANGE_SHIPPED: 'Exchange shipped',
  COMPLETED: 'Completed',
  CREDIT_NOTE_ISSUED: 'Credit note issued',
};

/** The messages of docs/product.md, "Error messages" (Returns) and of the rules behind them. */
export const RETURN_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  missingIds: 'Missing order ID or product ID. Please try selecting the product again.',
  submitFailed: 'Failed to submit request',
  submitted: 'Request submitted successfully!',
  noEligibleOrders: 'No orders eligible for return',
  noEligibleOrdersHint: 'Orders must be delivered and within return window',
  noRequests: 'No return requests yet',
  noRequestsHint: 'Click "Request Return/Exchange" to get started.',
  notDelivered: 'Only delivered orders can be returned or exchanged.',
  windowOver: (days: number) => `The ${days}-day return window for this order has closed.`,
  alreadyRequested: 'A return or exchange has already been requested for this item.',
  itemNotInOrder: 'This product is not part of the order.',
  exchangeItem: 'An item received in an exchange cannot be returned again. Please contact support.',
  sealedRequired:
    'Fragrances are taken back for this reason only unopened and sealed. Please confirm the seal is intact.',
  giftSetNoExchange: 'Gift sets are returned whole and cannot be exchanged.',
  exchangeProductRequired: 'Choose the product you would like instead.',
  exchangeSizeRequired: 'Enter the ring size you would like instead.',
  exchangeSameProduct:
    'A fragrance is exchanged for itself only in another size: choose the size you would like.',
  exchangeVariantRequired: 'Choose the size you would like instead.',
  exchangeSkuUnknown: 'No size with that SKU is sold.',
  exchangeSkuOtherProduct: 'That SKU is a size of another product than the one you chose instead.',
  exchangeSkuRemoved: 'The size you chose instead is no longer sold.',
  exchangeSameSize: 'Choose a size other than the one you have.',
  exchangeSizeOutOfStock: 'The size you chose instead is out of stock.',
  exchangeWrongType: 'An exchange must be for a product of the same kind.',
  exchangeTooExpensive: 'An exchange must be for a product of the same price or less.',
  exchangeOutOfStock: 'The product you chose instead is out of stock.',
  exchangeUnavailable: 'The product you chose instead is not available.',
  rejectReasonRequired: 'Tell the customer why the request is rejected.',
  notReceived: 'Mark the item received before completing the request.',
  alreadyReceived: 'The item was already marked received.',
  receiveNeedsApproval: 'Only an approved request can be marked received.',
  damagedOverReceived: 'The damaged quantity cannot exceed the quantity received.',
  receivedOverOrdered: (quantity: number) => `At most ${quantity} can be received for this item.`,
  codNeedsTransfer: 'A cash-on-delivery order is refunded by UPI or bank transfer.',
  refundDestinationRequired: 'Enter the UPI id or bank account the refund was sent to.',
  refundReferenceRequired: 'Enter the transfer reference.',
} as const;

/** The badge colours of docs/product.md, "States and transitions", by status. */
export const RETURN_STATUS_TONES: Record<
  ReturnStatus,
  'yellow' | 'green' | 'blue' | 'destructive'
> = {
  REQUESTED: 'yellow',
  APPROVED: 'green',
  COMPLETED: 'blue',
  REJECTED: 'destructive',
};

/**
 * The refund of `quantityReceived` units of a line: what was paid for them, their share of the
 * promo discount taken off and GST included, in paise, rounded so that a whole line refunds
 * exactly what it cost.
 */
export function refundPaise(
  line: { lineTotalPaise: number; discountPaise: number; quantity: number },
  quantityReceived: number,
): number {
  const paid = line.lineTotalPaise - line.discountPaise;
  if (quantityReceived >= line.quantity) return paid;
  return Math.round((paid * quantityReceived) / line.quantity);
}

/** How a request's status and type read to a shopper and an admin. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

export const RETURN_TYPE_LABELS: Record<ReturnType, string> = {
  RETURN: 'Return',
  EXCHANGE: 'Exchange',
};
