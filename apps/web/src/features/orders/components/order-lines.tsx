import type { Order } from '@attar/contracts';
import { FigureRow } from '@/components/ui/figure-row';
import { appliedOfferValue, automaticOffers } from '@/lib/applied-offers';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

/** An order's items: name, size, quantity and unit price, and the line's total. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="divide-y divide-rule border-y border-rule" aria-label="Items">
      {order.items.map((item) => (
        <li key={item.id} className="flex justify-between gap-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink">{item.name}</p>
            <p className="text-stone">
              {item.size ? `${item.size} · ` : ''}Qty {item.quantity} × {formatMoney(item.price)}
            </p>
          </div>
          <p className="text-ink">{formatMoney(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * An order's figures, as the server computed them: subtotal, each automatic offer it got, the
 * promo code's discount, charges and total.
 */
export function OrderTotals({ order, className }: { order: Order; className?: string }) {
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      <FigureRow label="Subtotal" value={formatMoney(order.subtotal)} />
      {automaticOffers(order.offers).map((offer, index) => (
        <FigureRow
          key={`${index}:${offer.title}`}
          label={offer.title}
          value={appliedOfferValue(offer, '− ')}
        />
      ))}
      {order.discount > 0 ? (
        <FigureRow
          label={`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`}
          value={`− ${formatMoney(order.discount)}`}
        />
      ) : null}
      {order.prepaidDiscount > 0 ? (
        <FigureRow
          label="Online payment discount"
          value={`− ${formatMoney(order.prepaidDiscount)}`}
        />
      ) : null}
      <FigureRow
        label="Shipping"
        value={order.shippingCharge > 0 ? formatMoney(order.shippingCharge) : 'Free'}
      />
      {order.giftWrapCharge > 0 ? (
        <FigureRow label="Gift wrap" value={formatMoney(order.giftWrapCharge)} />
      ) : null}
      {order.codFee > 0 ? <FigureRow label="COD fee" value={formatMoney(order.codFee)} /> : null}
      <div className="flex justify-between gap-3 border-t border-rule pt-3 text-base font-medium text-ink">
        <dt>Total</dt>
        <dd>{formatMoney(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** Where an order goes: the name and address it was placed with. */
export function OrderAddress({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <address className="text-sm leading-relaxed text-stone not-italic">
      <span className="text-ink">{address.fullName}</span>
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.city}, {address.state} {address.zipCode}, {address.country}
    </address>
  );
}
