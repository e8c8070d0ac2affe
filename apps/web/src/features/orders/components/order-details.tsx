import type { GuestTrackRequest, Order } from '@attar/contracts';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { CancelOrderButton } from './cancel-order-button';
import { CreditNoteDownloadButton } from './credit-note-download-button';
import { DeliveryIssue } from './delivery-issue';
import { GiftReceiptButton } from './gift-receipt-button';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderAddress, OrderItems, OrderTotals } from './order-lines';
import { OrderParcel } from './order-parcel';
import { OrderPaymentLine, PayNowButton } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { ReturnedParcelNotice } from './returned-parcel-notice';

interface OrderDetailsProps {
  order: Order;
  /**
   * How a signed-out shopper found the order (its number and their email or mobile). With it the
   * account's own actions (pay, invoice, gift receipt, cancel, credit notes) are left out, and a
   * failed delivery is answered through the guest call.
   */
  lookup?: GuestTrackRequest;
}

/**
 * One order as its customer tracks it: what needs their answer first (a failed delivery), then
 * status, items, totals and address, beside the parcel (once booked) and the timeline.
 */
export function OrderDetails({ order, lookup }: OrderDetailsProps) {
  const signedIn = !lookup;
  return (
    <div className="grid gap-6">
      {/* Keyed: what was answered belongs to this order, not the next one looked up. */}
      <DeliveryIssue key={order.id} order={order} lookup={lookup} />
      <ReturnedParcelNotice order={order} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card aria-labelledby="order-title" className="lg:col-span-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="order-title" className="text-2xl sm:text-[1.7rem]">
                Order {order.orderNumber}
              </h2>
              <p className="mt-1 text-sm text-stone">Placed on {formatDate(order.orderDate)}</p>
              <p className="mt-1 text-sm text-ink">
                <OrderPaymentLine order={order} />
              </p>
            </div>
            <div className="flex flex-col items-start gap-3 sm:items-end">
              <p className="flex items-center gap-2 text-sm">
                <span className="text-stone">Status</span>
                <OrderStatusBadge status={order.status} />
              </p>
              {signedIn ? (
                <>
                  <PayNowButton order={order} className="sm:justify-items-end" />
                  <InvoiceDownloadButton order={order} />
                  <GiftReceiptButton order={order} />
                  <CancelOrderButton order={order} />
                  {order.creditNotes.map((creditNote) => (
                    <CreditNoteDownloadButton
                      key={creditNote.id}
                      orderId={order.id}
                      creditNote={creditNote}
                    />
                  ))}
                </>
              ) : null}
            </div>
          </div>

          <div className="mt-6">
            <OrderItems order={order} />
          </div>

          <OrderTotals order={order} className="mt-4 ml-auto max-w-xs" />

          {order.cancelReason ? (
            <p className="mt-6 border-t border-rule pt-5 text-sm text-stone">
              You cancelled this order: {order.cancelReason}.
            </p>
          ) : null}

          {order.giftMessage ? (
            <div className="mt-6 border-t border-rule pt-5">
              <h3 className="mb-2 text-xl">Gift message</h3>
              <p className="text-sm whitespace-pre-line text-stone">“{order.giftMessage}”</p>
              <p className="mt-1 text-xs text-stone">
                On a card in the parcel and on the gift receipt; never on the invoice.
              </p>
            </div>
          ) : null}

          <div className="mt-6 border-t border-rule pt-5">
            <h3 className="mb-2 text-xl">Shipping to</h3>
            <OrderAddress order={order} />
          </div>
        </Card>

        <div className="grid gap-6">
          {order.shipment ? <OrderParcel shipment={order.shipment} /> : null}
          <Card aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="mb-5 text-2xl">
              Timeline
            </h2>
            <OrderTimeline order={order} />
          </Card>
        </div>
      </div>
    </div>
  );
}
