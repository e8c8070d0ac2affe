import { isPayOnDelivery, type Order } from '@attar/contracts';
import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { CONTACT_PATH } from '@/lib/paths';

/** What happens to the money of an order whose parcel came back, as its payment stands. */
function refundLine(order: Order): string {
  const paidOnline = !isPayOnDelivery(order.paymentMethod.method);
  const total = formatMoney(order.totalAmount);
  if (order.paymentStatus === 'REFUNDED')
    return `We refunded the ${total} you paid, to the same method.`;
  if (order.paymentStatus === 'PAID' && paidOnline) {
    return order.shipment?.rtoReceivedAt
      ? `It reached the store on ${formatDate(order.shipment.rtoReceivedAt)}; your refund of ${total} to the same method is on its way.`
      : `You paid ${total} online: we refund it in full, to the same method, when the parcel reaches the store.`;
  }
  return 'Nothing was charged for it, so there is nothing to refund.';
}

/** An order the courier brought back undelivered (RTO): what happened and what happens to the money. */
export function ReturnedParcelNotice({ order }: { order: Order }) {
  if (order.status !== 'RETURNED_TO_ORIGIN') return null;
  return (
    <section
      aria-labelledby="returned-parcel-title"
      className="flex items-start gap-3 rounded-card border border-danger/30 bg-danger/5 p-5 sm:p-6"
    >
      <PackageX
        className="mt-1 size-5 shrink-0 text-danger"
        aria-hidden="true"
        strokeWidth={1.75}
      />
      <div className="min-w-0">
        <h2 id="returned-parcel-title" className="text-xl text-ink sm:text-2xl">
          Returned undelivered
        </h2>
        <p className="mt-1 text-ink">Your parcel came back to us undelivered.</p>
        <p className="mt-1 text-sm text-ink">{refundLine(order)}</p>
        <p className="mt-2 text-sm text-stone">
          Questions?{' '}
          <Link to={CONTACT_PATH} className="text-gold-deep underline underline-offset-4">
            Write to us
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
