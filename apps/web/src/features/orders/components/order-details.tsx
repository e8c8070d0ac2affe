import type { Order } from '@attar/contracts';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { CreditNoteDownloadButton } from './credit-note-download-button';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

/** One order as its customer tracks it: status, items, totals, address and timeline. */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <Card aria-labelledby="order-title" className="lg:col-span-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="order-title" className="text-2xl sm:text-[1.7rem]">
              Order {order.orderNumber}
            </h2>
            <p className="mt-1 text-sm text-stone">
              Placed on {formatDate(order.orderDate)} · {order.paymentMethod.displayName}
            </p>
          </div>
          <div className="flex flex-col items-start gap-3 sm:items-end">
            <p className="flex items-center gap-2 text-sm">
              <span className="text-stone">Status</span>
              <OrderStatusBadge status={order.status} />
            </p>
            <InvoiceDownloadButton order={order} />
            {order.creditNotes.map((creditNote) => (
              <CreditNoteDownloadButton
                key={creditNote.id}
                orderId={order.id}
                creditNote={creditNote}
              />
            ))}
          </div>
        </div>

        <ul className="mt-6 divide-y divide-rule border-y border-rule" aria-label="Items">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-ink">{item.name}</p>
                <p className="text-stone">
                  {item.size ? `${item.size} · ` : ''}Qty {item.quantity} ×{' '}
                  {formatMoney(item.price)}
                </p>
              </div>
              <p className="text-ink">{formatMoney(item.lineTotal)}</p>
            </li>
          ))}
        </ul>

        <dl className="mt-4 ml-auto max-w-xs space-y-2 text-sm">
          <Row label="Subtotal" value={formatMoney(order.subtotal)} />
          {order.discount > 0 ? (
            <Row
              label={`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`}
              value={`− ${formatMoney(order.discount)}`}
            />
          ) : null}
          <Row
            label="Shipping"
            value={order.shippingCharge > 0 ? formatMoney(order.shippingCharge) : 'Free'}
          />
          {order.codFee > 0 ? <Row label="COD fee" value={formatMoney(order.codFee)} /> : null}
          <div className="flex justify-between gap-3 border-t border-rule pt-3 text-base font-medium text-ink">
            <dt>Total</dt>
            <dd>{formatMoney(order.totalAmount)}</dd>
          </div>
        </dl>

        <div className="mt-6 border-t border-rule pt-5">
          <h3 className="text-xl">Shipping to</h3>
          <address className="mt-2 text-sm leading-relaxed text-stone not-italic">
            <span className="text-ink">{address.fullName}</span>
            <br />
            {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ''}
            <br />
            {address.city}, {address.state} {address.zipCode}, {address.country}
          </address>
        </div>
      </Card>

      <Card aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-5 text-2xl">
          Timeline
        </h2>
        <OrderTimeline order={order} />
      </Card>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
