import { COURIER_PROVIDER_LABELS, type FulfilmentOrder } from '@attar/contracts';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { createDataTableColumns } from '@/components/ui/data-table';
import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { formatMoney } from '@/lib/format-money';
import { adminOrderPath } from '@/lib/paths';

/*
 * The columns of the fulfilment screen's two tables, built once at module scope (the table
 * rebuilds its rows on every new column array). A phone shows them all: each cell stacks what
 * belongs together (the number over its date, the name over its city) so the table stays narrow.
 */

const column = createDataTableColumns<FulfilmentOrder>();

/** "COD ₹1,499" (cash the courier collects) or "Prepaid": what the packer writes on the parcel. */
export function paymentLine(order: Pick<FulfilmentOrder, 'codAmount'>): string {
  return order.codAmount > 0 ? `COD ${formatMoney(order.codAmount)}` : 'Prepaid';
}

/** A row's name for its checkbox and the booking dialog: the order number. */
export function orderRowLabel(order: FulfilmentOrder): string {
  return `order ${order.orderNumber}`;
}

export function orderRowId(order: FulfilmentOrder): string {
  return String(order.orderId);
}

const orderColumn = column.accessor('orderNumber', {
  header: 'Order',
  enableSorting: false,
  enableHiding: false,
  // On a phone the date may wrap, so the total and the cash to collect stay on the screen.
  meta: { className: 'sm:whitespace-nowrap' },
  cell: ({ row }) => (
    <div>
      <div className="flex items-center gap-1.5">
        <Link
          to={adminOrderPath(row.original.orderId)}
          className="inline-flex min-h-11 items-center font-mono text-xs font-medium whitespace-nowrap underline underline-offset-4 hover:text-gold-deep"
        >
          {row.original.orderNumber}
        </Link>
        {row.original.giftMessage ? (
          <span className="text-gold-deep" title="Has a gift message: put the card in">
            <Gift className="size-4" aria-hidden="true" />
            <span className="sr-only">Gift message</span>
          </span>
        ) : null}
      </div>
      <p className="-mt-2 text-xs text-stone">{formatAdminDateTime(row.original.orderDate)}</p>
    </div>
  ),
});

const shipToColumn = column.display({
  id: 'shipTo',
  header: 'Ship to',
  enableSorting: false,
  cell: ({ row }) => (
    <div className="min-w-32">
      <p className="font-medium">{row.original.customerName}</p>
      <p className="text-xs text-stone">
        {row.original.city} {row.original.zipCode}
      </p>
      {/* The items column is hidden on phones; its count reads here instead. */}
      <p className="text-xs text-stone sm:hidden">
        {row.original.itemCount} {row.original.itemCount === 1 ? 'item' : 'items'}
      </p>
      {/* So are the courier and AWB columns of a booked parcel. */}
      {row.original.shipment ? (
        <p className="text-xs text-stone sm:hidden">
          {row.original.shipment.courierName}
          {row.original.shipment.awb ? (
            <span className="block font-mono break-all">{row.original.shipment.awb}</span>
          ) : null}
        </p>
      ) : null}
    </div>
  ),
});

const itemsColumn = column.accessor('itemCount', {
  header: 'Items',
  enableSorting: false,
  meta: { align: 'end', className: 'hidden sm:table-cell' },
});

const totalColumn = column.accessor('totalAmount', {
  header: 'Total',
  enableSorting: false,
  meta: { align: 'end', className: 'whitespace-nowrap' },
  cell: ({ row }) => (
    <div>
      <p>{formatMoney(row.original.totalAmount)}</p>
      <p
        className={
          row.original.codAmount > 0 ? 'text-xs font-medium text-gold-deep' : 'text-xs text-stone'
        }
      >
        {paymentLine(row.original)}
      </p>
    </div>
  ),
});

const courierColumn = column.display({
  id: 'courier',
  header: 'Courier',
  enableSorting: false,
  meta: { className: 'hidden sm:table-cell' },
  cell: ({ row }) => {
    const shipment = row.original.shipment;
    if (!shipment) return null;
    return (
      <div className="min-w-28">
        <p>{shipment.courierName}</p>
        <p className="text-xs text-stone">{COURIER_PROVIDER_LABELS[shipment.provider]}</p>
      </div>
    );
  },
});

const awbColumn = column.display({
  id: 'awb',
  header: 'AWB',
  enableSorting: false,
  meta: { className: 'hidden whitespace-nowrap sm:table-cell' },
  cell: ({ row }) => <span className="font-mono text-xs">{row.original.shipment?.awb ?? ''}</span>,
});

/** "To ship": the order, where it goes, how many items, the total and the cash to collect. */
export const TO_SHIP_COLUMNS = column.columns([
  orderColumn,
  shipToColumn,
  itemsColumn,
  totalColumn,
]);

/** "Booked today": the order, where it goes, the courier and AWB, and the cash to collect. */
export const BOOKED_COLUMNS = column.columns([
  orderColumn,
  shipToColumn,
  courierColumn,
  awbColumn,
  totalColumn,
]);
