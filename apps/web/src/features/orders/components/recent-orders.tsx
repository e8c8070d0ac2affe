import { type Order, SHIPMENT_STATUS_LABELS } from '@attar/contracts';
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { useMyOrders } from '@/api/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/cn';
import { profilePlacedOrderPath, trackOrderPath } from '@/lib/paths';
import { CreditNoteDownloadButton } from './credit-note-download-button';
import { CancelOrderButton } from './cancel-order-button';
import { hasInvoice, InvoiceDownloadButton } from './invoice-download-button';
import { ShipmentStatusBadge } from './order-parcel';
import { OrderPaymentLine, PayNowButton } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { paymentStatusText } from '../payment-status';

const RECENT = { page: 0, size: 5 };

/** The parcel's news for the row's name, once one is booked: ", parcel: In transit". */
const parcelOf = (order: Order) =>
  order.shipment ? `, parcel: ${SHIPMENT_STATUS_LABELS[order.shipment.status]}` : '';

/** My Account's Orders section: the latest orders, each linking to its tracking page. */
export function RecentOrders() {
  const orders = useMyOrders(RECENT);
  return (
    <Card aria-labelledby="account-orders">
      <div className="mb-5 flex items-center gap-3">
        <Package className="size-5 text-gold-deep" aria-hidden="true" strokeWidth={1.5} />
        <h2 id="account-orders" className="text-2xl sm:text-[1.7rem]">
          Orders
        </h2>
      </div>
      {orders.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your orders...</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="text-sm">
          <p className="text-ink">Failed to load your orders.</p>
          <Button variant="outline" className="mt-3" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.data.content.length === 0 ? (
        <p className="text-sm text-stone">
          You have not placed an order yet.{' '}
          <Link to="/shop" className="text-gold-deep underline-offset-4 hover:underline">
            Explore the collection
          </Link>
          .
        </p>
      ) : (
        <>
          <ul className="divide-y divide-rule border-y border-rule">
            {orders.data.content.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-x-3">
                <Link
                  to={trackOrderPath(order.orderNumber)}
                  className="flex min-h-11 min-w-0 flex-1 basis-64 items-center gap-3 py-3 hover:bg-ivory-deep/50"
                  aria-label={`Order ${order.orderNumber}, ${formatDate(order.orderDate)}, ${formatMoney(order.totalAmount)}, ${order.paymentMethod.displayName}, ${paymentStatusText(order)}${parcelOf(order)}: track it`}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{order.orderNumber}</p>
                    <p className="text-sm text-stone">
                      {formatDate(order.orderDate)} · {order.items.length}{' '}
                      {order.items.length === 1 ? 'item' : 'items'}
                    </p>
                    <OrderPaymentLine order={order} className="mt-1 text-sm text-ink" />
                    {order.shipment ? (
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone">
                        <span>Parcel with {order.shipment.courierName}</span>
                        <ShipmentStatusBadge status={order.shipment.status} />
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
                    <OrderStatusBadge status={order.status} />
                    <span className="text-sm font-medium text-ink">
                      {formatMoney(order.totalAmount)}
                    </span>
                  </div>
                  <ChevronRight className="size-4 shrink-0 text-stone" aria-hidden="true" />
                </Link>
                <PayNowButton order={order} className="mb-3 sm:mb-0" />
                <CancelOrderButton order={order} className="mb-3 sm:mb-0" />
                {order.codConfirmBy && order.status === 'PENDING' ? (
                  <Link
                    to={profilePlacedOrderPath(order.id)}
                    className={cn(buttonClasses('outline'), 'mb-3 sm:mb-0')}
                    aria-label={`Enter the code for order ${order.orderNumber}`}
                  >
                    Enter code
                  </Link>
                ) : null}
                {hasInvoice(order) ? (
                  <InvoiceDownloadButton order={order} className="mb-3 sm:mb-0" />
                ) : null}
                {order.creditNotes.map((creditNote) => (
                  <CreditNoteDownloadButton
                    key={creditNote.id}
                    orderId={order.id}
                    creditNote={creditNote}
                    className="mb-3 sm:mb-0"
                  />
                ))}
              </li>
            ))}
          </ul>
          {orders.data.totalElements > RECENT.size ? (
            <p className="mt-3 text-sm text-stone">
              Showing your {RECENT.size} latest of {orders.data.totalElements} orders.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
