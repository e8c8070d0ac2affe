import type { AdminOrder } from '@attar/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { downloadAdminInvoice, downloadPackingSlip, useAdminOrder } from '@/api/admin-orders';
import { FileDownloadButton } from '@/components/file-download-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { DetailSection } from '@/features/admin/returns/components/detail-section';
import { adminSectionPath } from '@/lib/paths';
import { OrderActivity } from '../components/order-activity';
import {
  OrderCustomerSection,
  OrderFiguresSection,
  OrderItemsSection,
  OrderPaymentSection,
  OrderReturnsSection,
} from '../components/order-overview';
import { OrderPaymentsSection } from '../components/order-payments';
import { OrderShipmentSection } from '../components/order-shipment';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderStatusControl } from '../components/order-status-control';
import type { OrderListState } from '../components/order-table';
import { useCan } from '@/lib/staff-access';
import { formatDateTime, PAYMENT_STATUS_LABELS } from '../order-labels';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/orders/:id: one order with its figures, customer, timeline and notes, and its next step. */
export default function OrderDetailPage() {
  const id = parseId(useParams().id);
  return id === null ? <NotFound /> : <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const query = useAdminOrder(id);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    return (
      <>
        <BackLink />
        <AdminLoadError what="The order" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading order...</span>
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    );
  }
  return <OrderDetailView order={query.data} />;
}

function OrderDetailView({ order }: { order: AdminOrder }) {
  const downloadsInvoices = useCan('invoices.download');
  const managesOrders = useCan('orders.manage');
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={`Order ${order.orderNumber}`}
        summary={`Placed ${formatDateTime(order.orderDate)} by ${order.customer.fullName || order.shippingAddress.fullName}`}
        actions={
          <>
            <FileDownloadButton
              label="Packing slip"
              pendingLabel="Downloading..."
              failureTitle="Could not download the packing slip"
              fallbackFileName={`packing-slip-${order.orderNumber}.pdf`}
              download={() => downloadPackingSlip(order.id)}
            />
            {order.invoiceAvailable && downloadsInvoices ? (
              <FileDownloadButton
                label="Download invoice"
                pendingLabel="Downloading..."
                failureTitle="Could not download the invoice"
                fallbackFileName={`invoice-${order.orderNumber}.pdf`}
                download={() => downloadAdminInvoice(order.id)}
              />
            ) : null}
          </>
        }
      />
      <div className="-mt-2 mb-5 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-stone">Status</span>
        <OrderStatusBadge status={order.status} />
        <span className="text-stone">Payment</span>
        <span>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
        {order.paymentDueBy && order.paymentStatus === 'PENDING' && order.status === 'PENDING' ? (
          <span className="text-stone">
            (awaiting online payment until {formatDateTime(order.paymentDueBy)})
          </span>
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="grid min-w-0 gap-4">
          {managesOrders ? (
            <DetailSection title="Status">
              <OrderStatusControl order={order} />
            </DetailSection>
          ) : null}
          <OrderShipmentSection order={order} />
          <OrderItemsSection order={order} />
          <OrderFiguresSection order={order} />
          <OrderPaymentSection order={order} />
          <OrderPaymentsSection orderId={order.id} />
        </div>
        <div className="grid min-w-0 gap-4">
          <OrderCustomerSection order={order} />
          <OrderReturnsSection order={order} />
          <OrderActivity order={order} />
        </div>
      </div>
    </>
  );
}

function NotFound() {
  return (
    <>
      <BackLink />
      <AdminPageHeader title="Order not found" />
      <p className="text-sm text-stone">No order has this id.</p>
    </>
  );
}

/** Back to the list, with the filters it had when the order was opened from it. */
function BackLink() {
  const state = useLocation().state as Partial<OrderListState> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <Link
      to={`${adminSectionPath('orders')}${search}`}
      className="-mt-2 mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-stone hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All orders
    </Link>
  );
}
