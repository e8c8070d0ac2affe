import {
  EXCHANGE_PAYMENT_METHOD,
  isInvoiceIdentityComplete,
  isInvoiceStatus,
  type AdminOrder,
  type OrderStatus,
  isOnlinePayment,
  isPayOnDelivery,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useChangeOrderStatus } from '@/api/admin-orders';
import { useStoreSettings } from '@/api/settings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { adminSectionPath } from '@/lib/paths';
import { ORDER_STATUS_LABELS } from '../order-labels';

/**
 * Whether Settings > Invoice identity holds everything an invoice prints; `undefined` while the
 * settings are loading or could not be read.
 */
export type InvoiceIdentityState = boolean | undefined;

/** The invoice sentence of a move that ships the order, true to what the server then does. */
export const SHIPPED_INVOICE_SENTENCES = {
  issued: 'Its GST tax invoice is issued and can be downloaded.',
  withheld:
    'No invoice can be issued until Settings > Invoice identity is filled in: the order ships without one, and its invoice is issued on its first download after that.',
  unknown:
    'Its GST tax invoice is issued if Settings > Invoice identity is filled in; otherwise on its first download after that.',
} as const;

function shippedInvoiceSentence(identityComplete: InvoiceIdentityState): string {
  if (identityComplete === undefined) return SHIPPED_INVOICE_SENTENCES.unknown;
  return identityComplete ? SHIPPED_INVOICE_SENTENCES.issued : SHIPPED_INVOICE_SENTENCES.withheld;
}

/** Whether this move takes the order out of the store with an invoice due. */
export function shipsWithInvoiceDue(order: AdminOrder, to: OrderStatus): boolean {
  const leavesStore = isInvoiceStatus(to) && !isInvoiceStatus(order.status);
  return leavesStore && order.paymentMethod.method !== EXCHANGE_PAYMENT_METHOD;
}

/** What a move will do, said before the admin confirms it. */
export function statusChangeDescription(
  order: AdminOrder,
  to: OrderStatus,
  identityComplete: InvoiceIdentityState,
): string {
  if (to === 'CANCELLED') {
    const refund =
      order.paymentStatus === 'PAID' && isOnlinePayment(order.paymentMethod.method)
        ? ` The ${formatMoney(order.totalAmount)} paid online is refunded to the customer’s payment through the gateway.`
        : '';
    return `Order ${order.orderNumber} will be cancelled: its items go back into stock and its promo code can be used again.${refund} This cannot be undone.`;
  }
  const sentences = [
    `Order ${order.orderNumber} moves from ${ORDER_STATUS_LABELS[order.status]} to ${ORDER_STATUS_LABELS[to]}.`,
  ];
  if (to === 'DELIVERED') {
    sentences.push(
      isPayOnDelivery(order.paymentMethod.method) && order.paymentStatus === 'PENDING'
        ? 'Its delivery date is set to now and cash on delivery is marked paid.'
        : 'Its delivery date is set to now.',
    );
  }
  if (shipsWithInvoiceDue(order, to)) sentences.push(shippedInvoiceSentence(identityComplete));
  if (to === 'RETURNED_TO_ORIGIN' && order.shipment) {
    sentences.push(
      'Once the parcel is back in the store, mark it received under Parcel: its items then go back into stock and a prepaid order is refunded.',
    );
  }
  sentences.push('It cannot be moved back.');
  return sentences.join(' ');
}

/** The status change: only the moves the server allows from this status, each confirmed. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const id = useId();
  const [target, setTarget] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const change = useChangeOrderStatus(order.id);
  // Read here, not when the dialog opens, so the dialog's first words are already the true ones.
  const settings = useStoreSettings();
  const identityComplete = settings.data
    ? isInvoiceIdentityComplete(settings.data.invoiceIdentity)
    : undefined;

  if (order.nextStatuses.length === 0) {
    return (
      <p className="text-sm text-stone">
        {ORDER_STATUS_LABELS[order.status]} is final: the status cannot change any more.
      </p>
    );
  }

  const chosen = target && order.nextStatuses.includes(target) ? target : '';
  const confirm = async () => {
    if (!chosen) return;
    try {
      await change.mutateAsync(chosen);
      toast.success(`Order ${order.orderNumber} is now ${ORDER_STATUS_LABELS[chosen]}`);
      setTarget('');
    } catch (error) {
      toast.error('The status was not changed', {
        description: errorMessage(error, 'Please try again.'),
      });
      throw error;
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-full xs:w-56">
        <Label htmlFor={`${id}-status`}>New status</Label>
        <Select
          id={`${id}-status`}
          className="w-full"
          value={chosen}
          onChange={(event) => setTarget(event.target.value as OrderStatus | '')}
        >
          <option value="">Choose a status</option>
          {order.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {status === 'CANCELLED' ? 'Cancel the order' : ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <Button disabled={!chosen} onClick={() => setConfirming(true)}>
        Update status
      </Button>
      {chosen ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={
            chosen === 'CANCELLED'
              ? `Cancel order ${order.orderNumber}?`
              : `Mark as ${ORDER_STATUS_LABELS[chosen]}?`
          }
          description={
            <>
              {statusChangeDescription(order, chosen, identityComplete)}
              {identityComplete === false && shipsWithInvoiceDue(order, chosen) ? (
                <>
                  {' '}
                  <Link
                    className="font-medium text-ink underline"
                    to={adminSectionPath('settings')}
                  >
                    Open Settings
                  </Link>
                </>
              ) : null}
            </>
          }
          confirmLabel={
            chosen === 'CANCELLED' ? 'Cancel order' : `Mark as ${ORDER_STATUS_LABELS[chosen]}`
          }
          cancelLabel={chosen === 'CANCELLED' ? 'Keep order' : 'Cancel'}
          pendingLabel="Saving..."
          destructive={chosen === 'CANCELLED'}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
