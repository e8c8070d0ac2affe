import { isPayOnDelivery, type Order, type OrderStatus } from '@attar/contracts';
import { CircleCheck, Hourglass, Mail, MapPin, Truck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTrackOrder } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDeadline, formatTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { trackOrderPath } from '@/lib/paths';
import { ORDER_STATUS_LABELS } from '../order-status';
import { OrderAddress, OrderItems, OrderTotals } from './order-lines';
import { CodConfirmationForm } from './cod-confirmation';
import { OrderPaymentLine, PayNowButton } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { isAwaitingPayment } from '../payment-status';

/** Until it ships, the order's next news is the shipping mail. */
const NOT_YET_SHIPPED: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'PROCESSING'];

interface PlacedOrderProps {
  /** The id from My Account's address (`?placed=`), as typed there. */
  orderId: string;
  /** Hides the panel (the page drops the id from its address). */
  onDismiss: () => void;
  /** The cash-on-delivery confirmation code from the mail's link (`&code=`), if any. */
  code?: string;
}

/**
 * My Account's first panel after checkout: the order just placed, what was bought, what it costs,
 * how it is paid and where it goes, and what happens next. An id that is not one of the
 * shopper's orders (or cannot be read) shows nothing.
 */
export function PlacedOrder({ orderId, onDismiss, code }: PlacedOrderProps) {
  const order = useTrackOrder(orderId);
  // The checkout leaves the order in the cache; a reload fetches it.
  if (order.data) return <PlacedOrderCard order={order.data} onDismiss={onDismiss} code={code} />;
  if (order.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your order...</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  return null;
}

function PlacedOrderCard({
  order,
  onDismiss,
  code,
}: {
  order: Order;
  onDismiss: () => void;
  code?: string;
}) {
  const payOnDelivery = isPayOnDelivery(order.paymentMethod.method);
  return (
    <Card aria-labelledby="placed-order-title" className="relative border-gold/60">
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        onClick={onDismiss}
        aria-label="Hide the order just placed"
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
      <div className="flex items-start gap-3 pr-10">
        <CircleCheck
          className="mt-1 size-7 shrink-0 text-success"
          aria-hidden="true"
          strokeWidth={1.5}
        />
        <div className="min-w-0">
          <p className="text-eyebrow font-medium text-gold-deep uppercase">Order placed</p>
          <h2 id="placed-order-title" className="mt-1 text-2xl sm:text-[1.7rem]">
            Thank you for your order
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone">
            <span>
              Order <span className="font-medium text-ink">{order.orderNumber}</span>, placed on{' '}
              {formatDate(order.orderDate)}
            </span>
            <OrderStatusBadge status={order.status} />
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <OrderItems order={order} />
          <OrderTotals order={order} className="mt-4 sm:ml-auto sm:max-w-xs" />
        </div>

        <div className="space-y-5 lg:col-span-2">
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <h3 className="text-eyebrow font-medium text-stone uppercase">Payment</h3>
              <p className="mt-1 text-sm text-ink">
                <OrderPaymentLine order={order} />
              </p>
              {isAwaitingPayment(order) ? (
                <>
                  <p className="text-sm text-stone">
                    This order is confirmed once {formatMoney(order.totalAmount)} is paid online.
                  </p>
                  <PayNowButton order={order} className="mt-2" />
                </>
              ) : payOnDelivery && order.paymentStatus !== 'PAID' ? (
                <p className="text-sm text-stone">
                  You pay {formatMoney(order.totalAmount)} when it arrives.
                </p>
              ) : null}
              <CodConfirmationForm order={order} initialCode={code} className="mt-3" />
            </div>
            <div>
              <h3 className="text-eyebrow font-medium text-stone uppercase">Delivering to</h3>
              <div className="mt-1">
                <OrderAddress order={order} />
              </div>
            </div>
          </div>

          <div className="border-t border-rule pt-5">
            <h3 className="text-xl">What happens next</h3>
            <ul className="mt-3 space-y-3 text-sm">
              {isAwaitingPayment(order) && order.paymentDueBy ? (
                <Step icon={<Hourglass className="size-4" strokeWidth={1.5} />}>
                  Pay by {formatTime(order.paymentDueBy)} to confirm it. An order still unpaid then
                  is cancelled and its items go back on sale.
                </Step>
              ) : order.codConfirmBy && order.status === 'PENDING' ? (
                <Step icon={<Hourglass className="size-4" strokeWidth={1.5} />}>
                  Confirm it with the code from your mail by {formatDeadline(order.codConfirmBy)}.
                  We pack it once it is confirmed; an order not confirmed by then is cancelled.
                </Step>
              ) : NOT_YET_SHIPPED.includes(order.status) ? (
                <>
                  <Step icon={<Mail className="size-4" strokeWidth={1.5} />}>
                    A confirmation mail is on its way to{' '}
                    {order.customer.email ? (
                      <span className="text-ink [overflow-wrap:anywhere]">
                        {order.customer.email}
                      </span>
                    ) : (
                      'your email address'
                    )}
                    .
                  </Step>
                  <Step icon={<Truck className="size-4" strokeWidth={1.5} />}>
                    We will write again when it ships.
                  </Step>
                </>
              ) : (
                <Step icon={<Truck className="size-4" strokeWidth={1.5} />}>
                  This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}.
                </Step>
              )}
              <Step icon={<MapPin className="size-4" strokeWidth={1.5} />}>
                Follow it any time under Orders here, or on{' '}
                <Link
                  to={trackOrderPath(order.orderNumber)}
                  className="text-gold-deep underline underline-offset-4"
                >
                  Track Order
                </Link>
                .
              </Step>
            </ul>
          </div>
        </div>
      </div>
    </Card>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-stone">
      <span className="mt-0.5 shrink-0 text-gold-deep" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
