import type { ReturnEvent, ReturnRequest } from '@attar/contracts';
import { isPayOnDelivery } from '@attar/contracts';
import { formatDate } from '@/lib/format-date';

// One wording for the storefront and the admin, kept in contracts.
export { ORDER_STATUS_LABELS, RETURN_STATUS_LABELS, RETURN_TYPE_LABELS } from '@attar/contracts';

export const EVENT_ACTOR_LABELS: Record<ReturnEvent['byRole'], string> = {
  CUSTOMER: 'Customer',
  ADMIN: 'Admin',
  SYSTEM: 'System',
};

/** Shown wherever a request lacks a value. */
export const NOT_AVAILABLE = 'N/A';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "5 March 2026, 3:40 pm": the day as the store writes dates, the time in India. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFormat.format(date)}`;
}

/** A cash-on-delivery order has no card or wallet to refund to: the money goes by transfer. */
export function isCashOnDelivery(request: Pick<ReturnRequest, 'order'>): boolean {
  return isPayOnDelivery(request.order.paymentMethod.method);
}

/**
 * What a return of `quantityReceived` units refunds: the amount paid for the line, pro rata,
 * to the paise. The server computes the same from its paise figures; null when the line is gone.
 */
export function expectedRefund(
  request: Pick<ReturnRequest, 'productData'>,
  quantityReceived: number,
): number | null {
  const line = request.productData;
  if (!line || line.quantity <= 0) return null;
  if (quantityReceived >= line.quantity) return line.amountPaid;
  // Whole paise first, as the server holds them, so a float's tail cannot tip the rounding.
  const paidPaise = Math.round(line.amountPaid * 100);
  return Math.round((paidPaise * quantityReceived) / line.quantity) / 100;
}
