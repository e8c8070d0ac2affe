import { REFUND_METHOD_LABELS, type ReturnRequest } from '@attar/contracts';
import { Link } from 'react-router';
import { CreditNoteDownload } from '@/features/admin/components/credit-note-download';
import { formatMoney } from '@/lib/format-money';
import { adminOrderSearchPath } from '@/lib/paths';
import { formatDateTime, ORDER_STATUS_LABELS } from '../return-labels';
import { Detail, DetailList, DetailSection } from './detail-section';

/** An exchange: what the customer takes instead, and the no-charge order that ships it. */
export function ReturnExchangeSection({ request }: { request: ReturnRequest }) {
  const replacement = request.exchangeProductData;
  const exchangeOrder = request.exchangeOrder;
  return (
    <DetailSection title="Exchange">
      <DetailList>
        <Detail label="Replacement">{replacement?.name}</Detail>
        <Detail label="SKU">
          {replacement ? <span className="font-mono">{replacement.sku}</span> : null}
        </Detail>
        <Detail label="Size">{replacement?.size}</Detail>
        <Detail label="Price">{replacement ? formatMoney(replacement.price) : null}</Detail>
        {/* A size picked from the product's sizes is the SKU and Size above; one in words is here. */}
        {request.exchangeSku ? null : (
          <Detail label="Ring size asked">{request.exchangeSize}</Detail>
        )}
        <Detail label="Exchange order">
          {exchangeOrder ? (
            <>
              <Link
                to={adminOrderSearchPath(exchangeOrder.orderNumber)}
                className="font-mono font-medium underline underline-offset-4 hover:text-gold-deep"
              >
                {exchangeOrder.orderNumber}
              </Link>{' '}
              <span className="text-stone">({ORDER_STATUS_LABELS[exchangeOrder.status]})</span>
            </>
          ) : (
            <span className="text-stone">Created when the request is approved</span>
          )}
        </Detail>
      </DetailList>
    </DetailSection>
  );
}

/** The item back at the warehouse: how many came, how many damaged. */
export function ReturnReceiptSection({ request }: { request: ReturnRequest }) {
  const receipt = request.receipt;
  return (
    <DetailSection title="Receipt">
      {receipt ? (
        <DetailList>
          <Detail label="Received">{receipt.quantityReceived}</Detail>
          <Detail label="Damaged">{receipt.quantityDamaged}</Detail>
          <Detail label="Date">{formatDateTime(receipt.at)}</Detail>
        </DetailList>
      ) : (
        <p className="text-stone">Not received yet.</p>
      )}
    </DetailSection>
  );
}

/** The money sent back for a return, and the GST credit note that takes the sale back. */
export function ReturnRefundSection({ request }: { request: ReturnRequest }) {
  const refund = request.refund;
  const creditNote = request.creditNote;
  return (
    <DetailSection title="Refund">
      {refund ? (
        <DetailList>
          <Detail label="Amount">{formatMoney(refund.amount)}</Detail>
          <Detail label="Method">{REFUND_METHOD_LABELS[refund.method]}</Detail>
          <Detail label="Destination">{refund.destination}</Detail>
          <Detail label="Reference">{refund.reference}</Detail>
          <Detail label="Date">{formatDateTime(refund.at)}</Detail>
          <Detail label="Credit note">
            {creditNote ? (
              <span className="grid justify-items-start gap-2">
                <span className="font-mono">{creditNote.creditNoteNumber}</span>
                <CreditNoteDownload orderId={request.orderId} creditNote={creditNote} />
              </span>
            ) : null}
          </Detail>
        </DetailList>
      ) : (
        <p className="text-stone">Not refunded yet.</p>
      )}
    </DetailSection>
  );
}

/** Why the request was turned down, as the customer reads it. */
export function ReturnRejectionSection({ request }: { request: ReturnRequest }) {
  return (
    <DetailSection title="Rejection">
      <DetailList>
        <Detail label="Reason given">{request.rejectionReason}</Detail>
      </DetailList>
    </DetailSection>
  );
}
