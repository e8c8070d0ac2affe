import type { Order, OrderStatus, PaymentStatus } from '@attar/contracts';
import type { BadgeTone } from '@/components/ui/badge';

// One wording for the storefront and the admin, kept in contracts.
export { ORDER_STATUS_LABELS } from '@attar/contracts';
export { formatDateTime } from '@/features/admin/returns/return-labels';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
};

/** A status's badge colour; the word carries the meaning. */
export function orderStatusTone(status: OrderStatus): BadgeTone {
  if (status === 'DELIVERED') return 'success';
  // Cancelled, or the parcel came back undelivered: the order ended without a sale.
  if (status === 'CANCELLED' || status === 'RETURNED_TO_ORIGIN') return 'destructive';
  if (status === 'PENDING') return 'yellow';
  if (status === 'SHIPPED' || status === 'OUT_FOR_DELIVERY') return 'blue';
  return 'gold';
}

/** "Mumbai, Maharashtra 400002": where the order goes, in a line. */
export function shortAddress(order: Pick<Order, 'shippingAddress'>): string {
  const { city, state, zipCode } = order.shippingAddress;
  return `${city}, ${state} ${zipCode}`;
}
