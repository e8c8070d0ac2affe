import { EXCHANGE_PAYMENT_METHOD, isInvoiceStatus, type Order } from '@attar/contracts';
import { downloadMyInvoice } from '@/api/orders';
import { FileDownloadButton } from '@/components/file-download-button';

/** Whether the order has a GST tax invoice to download: shipped, and not an exchange's replacement. */
export function hasInvoice(order: Pick<Order, 'status' | 'paymentMethod'>): boolean {
  return isInvoiceStatus(order.status) && order.paymentMethod.method !== EXCHANGE_PAYMENT_METHOD;
}

/** "Download invoice" for one of the customer's shipped orders; a refusal shows the server's reason. */
export function InvoiceDownloadButton({ order, className }: { order: Order; className?: string }) {
  if (!hasInvoice(order)) return null;
  return (
    <FileDownloadButton
      className={className}
      label="Download invoice"
      pendingLabel="Downloading..."
      failureTitle="Could not download the invoice"
      fallbackFileName={`invoice-${order.orderNumber}.pdf`}
      aria-label={`Download the invoice of order ${order.orderNumber}`}
      download={() => downloadMyInvoice(order.id)}
    />
  );
}
