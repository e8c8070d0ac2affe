import { REFUND_METHOD_LABELS, type ReturnRequest } from '@attar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { downloadMyCreditNote } from '@/api/orders';
import { FileDownloadButton } from '@/components/file-download-button';
import { formatMoney } from '@/lib/format-money';
import { trackOrderPath } from '@/lib/paths';
import {
  formatDateTime,
  NOT_AVAILABLE,
  ORDER_STATUS_LABELS,
  RETURN_TYPE_LABELS,
  UNKNOWN_PRODUCT,
} from '../return-labels';
import { ProductThumbnail } from './product-thumbnail';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnTimeline } from './return-timeline';

type ReturnProductData = NonNullable<ReturnRequest['productData']>;

/**
 * The request's item as sold, when the data the server sent is that item's: a request is
 * matched to its product by its product id, or by its order line's id (docs/product.md, "Screens
 * and routes").
 */
export function productOf(request: ReturnRequest): ReturnProductData | null {
  const product = request.productData;
  if (!product) return null;
  return product.id === request.productId || product.id === request.orderItemId ? product : null;
}

const linkClasses = 'font-medium text-gold-deep underline underline-offset-4 hover:text-ink';

/**
 * One of the shopper's requests: what, from which order, why, where it stands and what came of it.
 */
export function ReturnRequestCard({ request }: { request: ReturnRequest }) {
  const product = productOf(request);
  const titleId = `return-request-${request.id}`;
  const typeLabel = RETURN_TYPE_LABELS[request.type] ?? request.type;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-card border border-rule bg-paper p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-2xl">
            {typeLabel} request #{request.id}
          </h3>
          <p className="mt-1 text-sm text-stone">
            Order{' '}
            <Link to={trackOrderPath(request.orderNumber)} className={linkClasses}>
              {request.orderNumber}
            </Link>
            {request.order?.status
              ? ` · ${ORDER_STATUS_LABELS[request.order.status] ?? request.order.status}`
              : null}
          </p>
        </div>
        <ReturnStatusBadge status={request.status} />
      </header>

      <div className="mt-5 flex gap-4">
        <ProductThumbnail image={product?.imageUrl} alt={product?.name ?? ''} />
        <div className="min-w-0 text-sm">
          <p className="font-medium break-words text-ink">{product?.name || UNKNOWN_PRODUCT}</p>
          <p className="text-stone">SKU {product?.sku || NOT_AVAILABLE}</p>
          <p className="text-stone">
            {product?.size ? `${product.size} · ` : ''}Qty {product?.quantity ?? NOT_AVAILABLE} ·{' '}
            {product ? formatMoney(product.price) : NOT_AVAILABLE}
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Request type">{typeLabel}</Detail>
        <Detail label="Reason">{request.reason || NOT_AVAILABLE}</Detail>
        <Detail label="Comment">{request.comment || NOT_AVAILABLE}</Detail>
        <Detail label="Requested on">{formatDateTime(request.createdAt) || NOT_AVAILABLE}</Detail>
        <Detail label="Last updated">{formatDateTime(request.updatedAt) || NOT_AVAILABLE}</Detail>
        <Detail label="Product price">
          {product ? formatMoney(product.price) : NOT_AVAILABLE}
        </Detail>
        <Detail label="Order total">
          {request.order ? formatMoney(request.order.totalAmount) : NOT_AVAILABLE}
        </Detail>
        <ExchangeDetails request={request} />
        <OutcomeDetails request={request} />
      </dl>

      {request.timeline?.length ? (
        <div className="mt-5 border-t border-rule pt-4">
          <h4 className="mb-3 text-xs font-medium tracking-[0.12em] text-stone uppercase">
            Progress
          </h4>
          <ReturnTimeline events={request.timeline} label={`Timeline of request #${request.id}`} />
        </div>
      ) : null}
    </article>
  );
}

function ExchangeDetails({ request }: { request: ReturnRequest }) {
  if (request.type !== 'EXCHANGE' && !request.exchangeProductId) return null;
  const wanted = request.exchangeProductData;
  return (
    <>
      {wanted ? (
        <Detail label="Exchange for">
          {wanted.name}
          {wanted.size ? `, ${wanted.size}` : ''} · {formatMoney(wanted.price)}
        </Detail>
      ) : null}
      {request.exchangeProductId ? (
        <Detail label="Exchange for Product ID">{request.exchangeProductId}</Detail>
      ) : null}
      {request.exchangeSize ? <Detail label="Size wanted">{request.exchangeSize}</Detail> : null}
      {request.exchangeOrder ? (
        <Detail label="Exchange order">
          <Link to={trackOrderPath(request.exchangeOrder.orderNumber)} className={linkClasses}>
            {request.exchangeOrder.orderNumber}
          </Link>
          {` · ${ORDER_STATUS_LABELS[request.exchangeOrder.status] ?? request.exchangeOrder.status}`}
        </Detail>
      ) : null}
    </>
  );
}

function OutcomeDetails({ request }: { request: ReturnRequest }) {
  const refund = request.refund;
  return (
    <>
      {request.status === 'REJECTED' ? (
        <Detail label="Reason for rejection" wide>
          {request.rejectionReason || NOT_AVAILABLE}
        </Detail>
      ) : null}
      {refund ? (
        <Detail label="Refund" wide>
          {formatMoney(refund.amount)} · {REFUND_METHOD_LABELS[refund.method] ?? refund.method}
          {refund.destination ? ` to ${refund.destination}` : ''} · {formatDateTime(refund.at)}
          <span className="block text-stone">Reference: {refund.reference || NOT_AVAILABLE}</span>
        </Detail>
      ) : null}
      {request.creditNote ? (
        <Detail label="GST credit note" wide>
          <span className="mb-2 block">
            {request.creditNote.creditNoteNumber} · {formatMoney(request.creditNote.amount)}
          </span>
          <CreditNoteButton orderId={request.orderId} creditNote={request.creditNote} />
        </Detail>
      ) : null}
    </>
  );
}

/** The credit note the completed return issued against the order's invoice, as a PDF. */
function CreditNoteButton({
  orderId,
  creditNote,
}: {
  orderId: number;
  creditNote: NonNullable<ReturnRequest['creditNote']>;
}) {
  return (
    <FileDownloadButton
      label={`Download credit note ${creditNote.creditNoteNumber}`}
      pendingLabel="Downloading..."
      failureTitle="Could not download the credit note"
      fallbackFileName={`credit-note-${creditNote.creditNoteNumber.replace(/\//g, '-')}.pdf`}
      download={() => downloadMyCreditNote(orderId, creditNote.id)}
    />
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-stone">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
