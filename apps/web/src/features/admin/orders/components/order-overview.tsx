import { type AdminOrder, TEST_GATEWAY_METHOD } from '@attar/contracts';
import { Link } from 'react-router';
import { CreditNoteDownload } from '@/features/admin/components/credit-note-download';
import { TestModeBadge } from '@/components/ui/badge';
import { appliedOfferValue, automaticOffers } from '@/lib/applied-offers';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import {
  Detail,
  DetailList,
  DetailSection,
} from '@/features/admin/returns/components/detail-section';
import { RETURN_STATUS_LABELS, RETURN_TYPE_LABELS } from '@/features/admin/returns/return-labels';
import { adminReturnPath } from '@/lib/paths';
import { formatDateTime, PAYMENT_STATUS_LABELS } from '../order-labels';

/** What was bought, as it was sold: name, SKU, size, quantity, price and the discount on it. */
export function OrderItemsSection({ order }: { order: AdminOrder }) {
  return (
    <DetailSection title={`Items (${order.items.length})`}>
      <ul className="grid divide-y divide-rule">
        {order.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-medium">{item.name}</p>
              <p className="text-xs text-stone">
                <span className="font-mono">{item.sku}</span>
                {item.size ? ` · ${item.size}` : ''} · {item.quantity} × {formatMoney(item.price)}
              </p>
              {item.discount > 0 ? (
                <p className="text-xs text-stone">Discount {formatMoney(item.discount)}</p>
              ) : null}
            </div>
            <p className="whitespace-nowrap">{formatMoney(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      {order.giftWrapCharge > 0 || order.giftMessage ? (
        <div className="mt-3 rounded-soft bg-ivory-deep p-3 text-sm">
          <p className="font-medium">
            {order.giftWrapCharge > 0
              ? 'A gift: wrap it, and put no price in the parcel'
              : 'A gift: put no price in the parcel'}
          </p>
          {order.giftMessage ? (
            <p className="mt-1 whitespace-pre-line text-stone">
              Gift message: “{order.giftMessage}”
            </p>
          ) : null}
        </div>
      ) : null}
    </DetailSection>
  );
}

/**
 * The server's figures of the order, as it charged them; the automatic offers it got are listed
 * beside the promo code's discount.
 */
export function OrderFiguresSection({ order }: { order: AdminOrder }) {
  const offers = automaticOffers(order.offers);
  return (
    <DetailSection title="Figures">
      <DetailList>
        <Detail label="Subtotal">{formatMoney(order.subtotal)}</Detail>
        <Detail label="Discount">
          {order.discount > 0
            ? `− ${formatMoney(order.discount)}${order.promoCode ? ` (${order.promoCode})` : ''}`
            : formatMoney(0)}
        </Detail>
        {offers.length > 0 ? (
          <Detail label="Automatic offers">
            <ul className="grid gap-1">
              {offers.map((offer, index) => (
                <li key={`${index}:${offer.title}`}>
                  {offer.title}: {appliedOfferValue(offer, '− ')}
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
        {order.prepaidDiscount > 0 ? (
          <Detail label="Online payment discount">− {formatMoney(order.prepaidDiscount)}</Detail>
        ) : null}
        <Detail label="Shipping">{formatMoney(order.shippingCharge)}</Detail>
        {order.giftWrapCharge > 0 ? (
          <Detail label="Gift wrap">{formatMoney(order.giftWrapCharge)}</Detail>
        ) : null}
        <Detail label="COD fee">{formatMoney(order.codFee)}</Detail>
        <Detail label="GST contained">{formatMoney(order.gstIncluded)}</Detail>
        <Detail label="Total">
          <span className="font-semibold">{formatMoney(order.totalAmount)}</span>
        </Detail>
      </DetailList>
    </DetailSection>
  );
}

/** How it was paid, whether it is, its tax invoice and the credit notes against it. */
export function OrderPaymentSection({ order }: { order: AdminOrder }) {
  return (
    <DetailSection title="Payment and invoice">
      <DetailList>
        <Detail label="Payment method">
          <span className="inline-flex flex-wrap items-center gap-2">
            {order.paymentMethod.displayName}
            {order.paymentMethod.method === TEST_GATEWAY_METHOD ? <TestModeBadge /> : null}
          </span>
        </Detail>
        <Detail label="Payment status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Detail>
        {order.codConfirmBy && order.status === 'PENDING' ? (
          <Detail label="COD confirmation">
            Awaiting the customer’s code until {formatDateTime(order.codConfirmBy)}; cancelled by
            the store if it does not come. Confirming the order yourself ends the wait.
          </Detail>
        ) : null}
        <Detail label="Delivered">
          {order.deliveredDate ? formatDate(order.deliveredDate) : null}
        </Detail>
        <Detail label="Invoice">
          {order.invoice ? (
            <>
              <span className="font-mono">{order.invoice.invoiceNumber}</span>
              <span className="text-stone"> · {formatDateTime(order.invoice.issuedAt)}</span>
            </>
          ) : order.invoiceAvailable ? (
            'Issued on first download'
          ) : (
            'Issued when the order ships'
          )}
        </Detail>
        {order.creditNotes.length > 0 ? (
          <Detail label="Credit notes">
            <ul className="grid gap-3">
              {order.creditNotes.map((creditNote) => (
                <li key={creditNote.id} className="grid justify-items-start gap-1.5">
                  <span>
                    <span className="font-mono">{creditNote.creditNoteNumber}</span>
                    <span className="text-stone">
                      {' '}
                      · {formatMoney(creditNote.amount)} · {formatDateTime(creditNote.issuedAt)}
                    </span>
                  </span>
                  <CreditNoteDownload orderId={order.id} creditNote={creditNote} />
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </DetailList>
    </DetailSection>
  );
}

/** Who ordered and where it goes. */
export function OrderCustomerSection({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <DetailSection title="Customer and address">
      <DetailList>
        <Detail label="Customer">{order.customer.fullName}</Detail>
        <Detail label="Email">
          <a
            href={`mailto:${order.customer.email}`}
            className="break-all underline underline-offset-4"
          >
            {order.customer.email}
          </a>
        </Detail>
        <Detail label="Mobile">{order.customer.mobile}</Detail>
        <Detail label="Ship to">
          <address className="not-italic">
            {address.fullName}
            <br />
            {address.addressLine1}
            {address.addressLine2 ? (
              <>
                <br />
                {address.addressLine2}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.zipCode}
            <br />
            {address.country}
          </address>
        </Detail>
        <Detail label="Phone">{address.phoneNumber}</Detail>
      </DetailList>
    </DetailSection>
  );
}

/** The return and exchange requests made on the order, each opening its page. */
export function OrderReturnsSection({ order }: { order: AdminOrder }) {
  if (order.returnRequests.length === 0) return null;
  return (
    <DetailSection title="Return requests">
      <ul className="grid gap-2">
        {order.returnRequests.map((request) => (
          <li key={request.id}>
            <Link
              to={adminReturnPath(request.id)}
              className="font-medium underline underline-offset-4 hover:text-gold-deep"
            >
              {RETURN_TYPE_LABELS[request.type]} #{request.id}
            </Link>
            <span className="text-stone">
              {' '}
              · {request.productName} · {RETURN_STATUS_LABELS[request.status]}
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
