import type { Order } from '@attar/contracts';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatMoney } from '@/lib/format-money';
import { adminOrderPath } from '@/lib/paths';
import { formatDateTime, PAYMENT_STATUS_LABELS } from '../order-labels';
import { ORDER_PAGE_SIZES } from '../use-order-list-params';
import { OrderStatusBadge } from './order-status-badge';

/** What the order page's "All orders" link goes back to: the list as it was. */
export interface OrderListState {
  listSearch: string;
}

const column = createDataTableColumns<Order>();

/** The orders a page at a time from the server, newest first; an order number opens its page. */
export function OrderTable(props: AdminListProps<Order>) {
  const { search } = useLocation();
  const columns = useMemo(() => {
    const state: OrderListState = { listSearch: search };
    return column.columns([
      column.accessor('orderNumber', {
        header: 'Order',
        enableSorting: false,
        enableHiding: false,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={adminOrderPath(row.original.id)}
            state={state}
            className="inline-flex min-h-11 items-center font-mono text-xs font-medium underline underline-offset-4 hover:text-gold-deep"
          >
            {row.original.orderNumber}
          </Link>
        ),
      }),
      column.accessor('orderDate', {
        header: 'Date',
        enableSorting: false,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => formatDateTime(getValue()),
      }),
      column.display({
        id: 'customer',
        header: 'Customer',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="min-w-40">
            <p className="font-medium">{row.original.shippingAddress.fullName}</p>
            <p className="text-xs break-all text-stone">{row.original.customer.email}</p>
          </div>
        ),
      }),
      column.display({
        id: 'items',
        header: 'Items',
        enableSorting: false,
        meta: { align: 'end' },
        cell: ({ row }) => row.original.items.reduce((sum, item) => sum + item.quantity, 0),
      }),
      column.accessor('totalAmount', {
        header: 'Total',
        enableSorting: false,
        meta: { align: 'end', className: 'whitespace-nowrap' },
        cell: ({ getValue }) => formatMoney(getValue()),
      }),
      column.display({
        id: 'payment',
        header: 'Payment',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="min-w-28">
            <p>{row.original.paymentMethod.displayName}</p>
            <p className="text-xs text-stone">
              {PAYMENT_STATUS_LABELS[row.original.paymentStatus]}
            </p>
            {row.original.codConfirmBy && row.original.status === 'PENDING' ? (
              <p className="text-xs font-medium text-gold-deep">Awaiting COD confirmation</p>
            ) : null}
          </div>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        enableSorting: false,
        cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
      }),
    ]);
  }, [search]);
  return (
    <AdminListTable
      {...props}
      label="Orders"
      columns={columns}
      getRowId={(order) => String(order.id)}
      pageSizeOptions={ORDER_PAGE_SIZES}
    />
  );
}
