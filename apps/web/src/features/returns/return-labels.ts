import type { OrderStatus, ReturnStatus, ReturnType } from '@attar/contracts';
import { formatDate } from '@/lib/format-date';

/** How the Return & Exchange Center names things to a shopper. */
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

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** What a request card shows for a value it does not have (spec section 2). */
export const NOT_AVAILABLE = 'N/A';
export const UNKNOWN_PRODUCT = 'Unknown Product';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "5 March 2026, 3:40 pm IST": the day as the store writes dates, the time in India's. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFormat.format(date)} IST`;
}

/** Where a shopper follows an order (the exchange's new one, say). */
export const trackOrderPath = (orderNumber: string) =>
  `/track-order?order=${encodeURIComponent(orderNumber)}`;
