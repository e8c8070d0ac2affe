import type { OrderStatus } from '@attar/contracts';
import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS, orderStatusTone } from '../order-labels';

/** An order's status word; the colour only backs it up. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
