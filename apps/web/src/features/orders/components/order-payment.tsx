import type { Order } from '@attar/contracts';
import { useState } from 'react';
import { useStartOrderPayment } from '@/api/orders';
import { TestModeBadge } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { isAwaitingPayment, isTestPayment, paymentStatusText } from '../payment-status';

/** How the order is paid and where that stands: "Pay online (test mode) TEST · Paid". */
export function OrderPaymentLine({ order, className }: { order: Order; className?: string }) {
  const awaiting = isAwaitingPayment(order);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span>{order.paymentMethod.displayName}</span>
      {isTestPayment(order) ? <TestModeBadge /> : null}
      {awaiting ? (
        <Badge tone="yellow">Awaiting payment</Badge>
      ) : order.codConfirmBy && order.status === 'PENDING' ? (
        <Badge tone="yellow">Awaiting your code</Badge>
      ) : (
        <span className="text-stone">· {paymentStatusText(order)}</span>
      )}
    </span>
  );
}

/**
 * Pay now, for an order awaiting online payment: reopens its payment at the gateway (a page of
 * the store's server, so a whole page load). The server's refusal (paid meanwhile, time up,
 * gateway down) shows in its words.
 */
export function PayNowButton({ order, className }: { order: Order; className?: string }) {
  const start = useStartOrderPayment();
  const [leaving, setLeaving] = useState(false);
  if (!isAwaitingPayment(order)) return null;
  return (
    <div className={cn('grid justify-items-start gap-1', className)}>
      <Button
        size="md"
        disabled={leaving || start.isPending}
        aria-label={`Pay now for order ${order.orderNumber}`}
        onClick={() =>
          start.mutate(order.id, {
            onSuccess: (payment) => {
              setLeaving(true);
              window.location.assign(payment.checkoutUrl);
            },
          })
        }
      >
        {leaving || start.isPending ? 'Opening...' : 'Pay now'}
      </Button>
      {order.paymentDueBy ? (
        <span className="text-xs text-stone">Pay by {formatTime(order.paymentDueBy)}</span>
      ) : null}
      {start.error ? (
        <span role="alert" className="max-w-xs text-sm text-danger">
          {errorMessage(start.error, 'The payment page could not be opened. Please try again.')}
        </span>
      ) : null}
    </div>
  );
}
