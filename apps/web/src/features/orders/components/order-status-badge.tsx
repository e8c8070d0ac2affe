import type { OrderStatus } from '@attar/contracts';
import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS } from '../order-status';

/** The status word of an order; the colour only backs the word up. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = status === 'DELIVERED' ? 'success' : status === 'CANCELLED' ? 'muted' : 'gold';
  return <Badge tone={tone}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
