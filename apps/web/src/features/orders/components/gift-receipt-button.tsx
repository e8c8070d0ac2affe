import type { Order } from '@attar/contracts';
import { downloadMyGiftReceipt } from '@/api/orders';
import { FileDownloadButton } from '@/components/file-download-button';

/**
 * "Gift receipt" for one of the customer's orders: the items without prices, with the gift
 * message, to go in a present. A cancelled order has none.
 */
export function GiftReceiptButton({ order, className }: { order: Order; className?: string }) {
  if (order.status === 'CANCELLED') return null;
  return (
    <FileDownloadButton
      className={className}
      label="Gift receipt"
      pendingLabel="Downloading..."
      failureTitle="Could not download the gift receipt"
      fallbackFileName={`gift-receipt-${order.orderNumber}.pdf`}
      aria-label={`Download a gift receipt, without prices, for order ${order.orderNumber}`}
      download={() => downloadMyGiftReceipt(order.id)}
    />
  );
}
