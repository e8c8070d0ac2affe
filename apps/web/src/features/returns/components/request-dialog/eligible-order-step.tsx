import { type EligibleOrder, RETURN_MESSAGES } from '@attar/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useEligibleOrders } from '@/api/returns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { ORDER_STATUS_LABELS } from '@/features/returns/return-labels';

/** Step 1 of the request dialog: the delivered orders still within their return window. */
export function EligibleOrderStep({ onChoose }: { onChoose: (order: EligibleOrder) => void }) {
  const [page, setPage] = useState(0);
  const orders = useEligibleOrders({ page });

  if (orders.isPending) {
    return (
      <p role="status" className="py-8 text-center text-stone">
        Loading...
      </p>
    );
  }
  if (orders.isError) {
    return (
      <div role="alert" className="py-6 text-center">
        <p className="text-ink">We could not load your orders.</p>
        <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (orders.data.content.length === 0) {
    return (
      <div className="py-8 text-center">
        <p className="font-medium text-ink">{RETURN_MESSAGES.noEligibleOrders}</p>
        <p className="mt-1 text-stone">{RETURN_MESSAGES.noEligibleOrdersHint}</p>
      </div>
    );
  }
  return (
    <>
      <h3 className="mb-3 font-sans text-sm font-medium text-ink">Choose an order</h3>
      <ul
        className="max-h-[50dvh] space-y-3 overflow-y-auto p-0.5"
        aria-label="Orders you can return or exchange from"
      >
        {orders.data.content.map((order) => (
          <li key={order.orderId}>
            <EligibleOrderCard order={order} onChoose={() => onChoose(order)} />
          </li>
        ))}
      </ul>
      <Pager
        label="Order pages"
        page={page}
        totalPages={orders.data.totalPages}
        onPageChange={setPage}
        disabled={orders.isFetching}
      />
    </>
  );
}

function EligibleOrderCard({ order, onChoose }: { order: EligibleOrder; onChoose: () => void }) {
  const itemCount = order.items.length;
  return (
    <button
      type="button"
      onClick={onChoose}
      className="flex min-h-11 w-full items-center gap-3 rounded-card border border-rule bg-paper p-4 text-left transition-colors duration-300 ease-soft hover:border-gold-deep"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink">Order {order.orderNumber}</span>
          <Badge tone={order.status === 'DELIVERED' ? 'success' : 'muted'}>
            {ORDER_STATUS_LABELS[order.status] ?? order.status}
          </Badge>
        </span>
        <span className="mt-1 block text-stone">
          Order ID {order.orderId} · Placed {formatDate(order.orderDate)}
          {order.deliveredDate ? ` · Delivered ${formatDate(order.deliveredDate)}` : ''}
        </span>
        <span className="block text-stone">
          {itemCount} {itemCount === 1 ? 'item' : 'items'} · Total {formatMoney(order.totalAmount)}
          {order.returnWindowEndsAt ? ` · Return by ${formatDate(order.returnWindowEndsAt)}` : ''}
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-stone" aria-hidden="true" />
    </button>
  );
}
