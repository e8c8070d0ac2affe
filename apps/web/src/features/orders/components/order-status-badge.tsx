import type { OrderStatus } from '@attar/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS } from '../order-status';

const TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  DELIVERED: 'success',
  CANCELLED: 'muted',
  // The courier brought the parcel back: an end, and not a happy one.
  RETURNED_TO_ORIGIN: 'destructive',
};

/** The status word of an order; the colour only backs the word up. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status] ?? 'gold'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
