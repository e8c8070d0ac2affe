import type { ReturnRequest } from '@attar/contracts';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { adminOrderSearchPath } from '@/lib/paths';
import { ORDER_STATUS_LABELS } from '../return-labels';
import { Detail, DetailList, DetailSection } from './detail-section';
import { ReturnItemImage } from './return-item-image';

/** The order the item came from: where to find it, when it arrived, how it was paid. */
export function ReturnOrderSection({ request }: { request: ReturnRequest }) {
  const { order } = request;
  return (
    <DetailSection title="Order">
      <DetailList>
        <Detail label="Order number">
          <Link
            to={adminOrderSearchPath(request.orderNumber)}
            className="font-mono font-medium underline underline-offset-4 hover:text-gold-deep"
          >
            {request.orderNumber}
          </Link>
        </Detail>
        <Detail label="Order status">{ORDER_STATUS_LABELS[order.status]}</Detail>
        <Detail label="Order date">{formatDate(order.orderDate)}</Detail>
        <Detail label="Delivered">
          {order.deliveredDate ? formatDate(order.deliveredDate) : null}
        </Detail>
        <Detail label="Payment method">{order.paymentMethod.displayName}</Detail>
        <Detail label="Order total">{formatMoney(order.totalAmount)}</Detail>
      </DetailList>
    </DetailSection>
  );
}

export function ReturnCustomerSection({ request }: { request: ReturnRequest }) {
  const { customer } = request;
  return (
    <DetailSection title="Customer">
      <DetailList>
        <Detail label="Name">{customer.fullName}</Detail>
        <Detail label="Email">
          <a href={`mailto:${customer.email}`} className="break-all underline underline-offset-4">
            {customer.email}
          </a>
        </Detail>
        <Detail label="Mobile">{customer.mobile}</Detail>
      </DetailList>
    </DetailSection>
  );
}

/** The item as it was sold; a line that no longer exists reads "Unknown Product". */
export function ReturnItemSection({ request }: { request: ReturnRequest }) {
  const item = request.productData;
  const name = item?.name ?? 'Unknown Product';
  return (
    <DetailSection title="Item">
      <div className="flex flex-col gap-4 xs:flex-row">
        <ReturnItemImage src={item?.imageUrl} name={name} />
        <div className="min-w-0 flex-1">
          <DetailList>
            <Detail label="Product">{name}</Detail>
            <Detail label="SKU">
              {item ? <span className="font-mono">{item.sku}</span> : null}
            </Detail>
            <Detail label="Size">{item?.size}</Detail>
            <Detail label="Quantity">{item?.quantity}</Detail>
            <Detail label="Price">{item ? formatMoney(item.price) : null}</Detail>
            <Detail label="Amount paid">{item ? formatMoney(item.amountPaid) : null}</Detail>
          </DetailList>
        </div>
      </div>
    </DetailSection>
  );
}

/** What the customer told us, in their words. */
export function ReturnReasonSection({ request }: { request: ReturnRequest }) {
  return (
    <DetailSection title="Customer's request">
      <DetailList>
        <Detail label="Reason">{request.reason}</Detail>
        <Detail label="Comment">
          {request.comment ? <span className="whitespace-pre-line">{request.comment}</span> : null}
        </Detail>
        <Detail label="Sealed">
          {request.unopenedSealed
            ? 'Yes, the customer confirmed it is unopened and sealed'
            : 'Not confirmed'}
        </Detail>
        {request.type === 'RETURN' ? (
          <Detail label="UPI id for refund">{request.refundUpiId}</Detail>
        ) : null}
      </DetailList>
    </DetailSection>
  );
}
