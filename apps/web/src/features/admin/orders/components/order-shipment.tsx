import {
  type AdminOrder,
  COURIER_PROVIDER_LABELS,
  type DeliveryAttemptAction,
  isOnlinePayment,
  type Shipment,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@attar/contracts';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMarkReturnedParcelReceived, useRefreshParcelTracking } from '@/api/shipments';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Detail,
  DetailList,
  DetailSection,
} from '@/features/admin/returns/components/detail-section';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { adminSectionPath } from '@/lib/paths';
import { useCan } from '@/lib/staff-access';
import { formatDateTime } from '../order-labels';

/** The statuses a parcel can be booked from (decision 0061). */
const BOOKABLE_STATUSES: readonly AdminOrder['status'][] = ['CONFIRMED', 'PROCESSING'];

const SHOPPER_ACTION_TEXT: Record<DeliveryAttemptAction | 'none', string> = {
  none: 'The shopper has not answered yet.',
  REATTEMPT: 'The shopper asked for another attempt.',
  NEW_PHONE: 'The shopper gave a new phone number for another attempt.',
};

function shipmentTone(status: ShipmentStatus): BadgeTone {
  if (status === 'DELIVERED') return 'success';
  if (status === 'DELIVERY_FAILED' || status === 'CANCELLED') return 'destructive';
  if (status === 'RTO_INITIATED' || status === 'RTO_DELIVERED') return 'yellow';
  return 'blue';
}

/**
 * The order's parcel: who carries it, its AWB and tracking page, where it is, every report of
 * the courier (newest first), a failed delivery to act on, and a parcel that came back to mark
 * received.
 */
export function OrderShipmentSection({ order }: { order: AdminOrder }) {
  const shipment = order.shipment ?? null;
  return (
    <DetailSection title="Parcel">
      {shipment ? <ParcelDetails order={order} shipment={shipment} /> : <NoParcel order={order} />}
    </DetailSection>
  );
}

function NoParcel({ order }: { order: AdminOrder }) {
  if (BOOKABLE_STATUSES.includes(order.status)) {
    return (
      <p className="text-stone">
        Not booked yet.{' '}
        <Link
          to={adminSectionPath('fulfilment')}
          className="font-medium text-ink underline underline-offset-4"
        >
          Book it on the Fulfilment page
        </Link>
      </p>
    );
  }
  if (order.status === 'PENDING') {
    return (
      <p className="text-stone">
        Not booked yet: the order can be booked on the{' '}
        <Link
          to={adminSectionPath('fulfilment')}
          className="font-medium text-ink underline underline-offset-4"
        >
          Fulfilment page
        </Link>{' '}
        once it is confirmed.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-stone">No parcel was booked for this order.</p>
      {order.status === 'RETURNED_TO_ORIGIN' ? (
        <ReturnedParcel order={order} receivedAt={order.rtoReceivedAt ?? null} />
      ) : null}
    </div>
  );
}

function ParcelDetails({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  return (
    <div className="grid gap-4">
      <DetailList>
        <Detail label="Booked through">{COURIER_PROVIDER_LABELS[shipment.provider]}</Detail>
        <Detail label="Courier">{shipment.courierName}</Detail>
        <Detail label="AWB">
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-mono underline underline-offset-4 hover:text-gold-deep"
            >
              {shipment.awb}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(track it, opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-mono">{shipment.awb}</span>
          )}
        </Detail>
        <Detail label="Parcel status">
          <Badge tone={shipmentTone(shipment.status)}>
            {SHIPMENT_STATUS_LABELS[shipment.status]}
          </Badge>
        </Detail>
        <Detail label="Booked">{formatDateTime(shipment.bookedAt)}</Detail>
        {shipment.pickupScheduledAt ? (
          <Detail label="Pickup">{formatDateTime(shipment.pickupScheduledAt)}</Detail>
        ) : null}
        <Detail label="Cash to collect">
          {shipment.codAmount > 0 ? formatMoney(shipment.codAmount) : 'None (prepaid)'}
        </Detail>
      </DetailList>

      {shipment.deliveryIssue ? (
        <div
          role="note"
          className="rounded-soft border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Delivery failed: {shipment.deliveryIssue.reason}
          </p>
          <p className="mt-1 text-sm">
            {formatDateTime(shipment.deliveryIssue.at)}.{' '}
            {SHOPPER_ACTION_TEXT[shipment.deliveryIssue.shopperAction ?? 'none']}
          </p>
        </div>
      ) : null}

      {order.status === 'RETURNED_TO_ORIGIN' ? (
        <ReturnedParcel
          order={order}
          receivedAt={shipment.rtoReceivedAt ?? order.rtoReceivedAt ?? null}
        />
      ) : null}

      <ParcelEvents events={shipment.events} />
      {shipment.provider !== 'self' ? <RefreshTracking orderId={order.id} /> : null}
    </div>
  );
}

/**
 * Asks the courier for its reports now: what a lost webhook (or one not yet set up in the
 * courier's panel) did not bring. For roles that manage orders, since it can move the order.
 */
function RefreshTracking({ orderId }: { orderId: number }) {
  const managesOrders = useCan('orders.manage');
  const refresh = useRefreshParcelTracking(orderId);
  if (!managesOrders) return null;
  const ask = async () => {
    try {
      const { applied } = await refresh.mutateAsync();
      toast.success(
        applied === 0
          ? 'No news from the courier since the last update'
          : `${applied} new ${applied === 1 ? 'update' : 'updates'} from the courier`,
      );
    } catch (error) {
      toast.error('The courier could not be asked', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <div>
      <Button variant="outline" className="px-4" disabled={refresh.isPending} onClick={ask}>
        {refresh.isPending ? 'Asking the courier...' : 'Refresh tracking'}
      </Button>
    </div>
  );
}

/** What the courier reported, newest first. */
function ParcelEvents({ events }: { events: Shipment['events'] }) {
  if (events.length === 0) {
    return <p className="text-stone">No updates from the courier yet.</p>;
  }
  const newestFirst = [...events].reverse();
  return (
    <div>
      <h3 className="text-sm font-semibold">Courier updates</h3>
      <ol className="mt-2 grid gap-3 border-l border-rule pl-4" aria-label="Courier updates">
        {newestFirst.map((event, index) => (
          <li key={`${event.at}-${event.status}-${index}`}>
            <p className="font-medium">{SHIPMENT_STATUS_LABELS[event.status]}</p>
            <p className="text-xs text-stone">
              {formatDateTime(event.at)}
              {event.location ? ` · ${event.location}` : ''}
            </p>
            {event.description ? <p className="mt-0.5">{event.description}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What marking the parcel received does, said before it is done. */
export function receiptDescription(order: AdminOrder): string {
  const sentences = [
    `Do this once the parcel of order ${order.orderNumber} is back in the store. Its items go back into stock.`,
  ];
  if (order.paymentStatus === 'PAID' && isOnlinePayment(order.paymentMethod.method)) {
    sentences.push(
      `The ${formatMoney(order.totalAmount)} paid online is refunded in full to the customer’s payment.`,
    );
  } else {
    sentences.push('Nothing is refunded: the order was not paid online.');
  }
  if (order.invoice) sentences.push('A credit note is issued against its invoice.');
  sentences.push('This cannot be undone.');
  return sentences.join(' ');
}

/**
 * A parcel brought back undelivered (by a courier's report, or set by hand for a parcel shipped
 * without a booking): marked received once, which restocks and refunds.
 */
function ReturnedParcel({ order, receivedAt }: { order: AdminOrder; receivedAt: string | null }) {
  const managesOrders = useCan('orders.manage');
  const receive = useMarkReturnedParcelReceived(order.id);

  if (receivedAt) {
    return (
      <p className="rounded-soft bg-ivory-deep px-3 py-2">
        Received back on {formatDateTime(receivedAt)}.
      </p>
    );
  }

  const confirm = async () => {
    try {
      await receive.mutateAsync();
      toast.success(`The parcel of order ${order.orderNumber} is marked received`);
    } catch (error) {
      toast.error('The parcel was not marked received', {
        description: errorMessage(error, 'Please try again.'),
      });
      throw error;
    }
  };

  return (
    <div className="rounded-soft border border-rule bg-ivory-deep px-3 py-2">
      <p>
        The courier returned this parcel undelivered. Once it is back in the store, mark it
        received.
      </p>
      {managesOrders ? (
        <ConfirmDialog
          trigger={<Button className="mt-2 px-4">Mark parcel received</Button>}
          title="Mark the parcel received?"
          description={receiptDescription(order)}
          confirmLabel="Mark received"
          pendingLabel="Saving..."
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
