import type { ReturnRequest } from '@attar/contracts';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatMoney } from '@/lib/format-money';
import { adminReturnPath } from '@/lib/paths';
import { formatDateTime, RETURN_TYPE_LABELS } from '../return-labels';
import { RETURN_PAGE_SIZES } from '../use-return-list-params';
import { ReturnStatusBadge } from './return-status-badge';

// Cells holding visually hidden text are `relative`: that text is positioned absolutely, and
// without a containing block inside the table's scroll box it would widen the page on phones.

/** What the detail page's "All return requests" link goes back to: the list as it was. */
export interface ReturnListState {
  listSearch: string;
}

const column = createDataTableColumns<ReturnRequest>();

/** The returns queue a page at a time from the server, newest first; a request opens its page. */
export function ReturnTable(list: AdminListProps<ReturnRequest>) {
  const { search } = useLocation();
  const columns = useMemo(() => {
    const state: ReturnListState = { listSearch: search };
    return column.columns([
      column.accessor('id', {
        header: 'Request',
        enableSorting: false,
        enableHiding: false,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <Link
            to={adminReturnPath(row.original.id)}
            state={state}
            aria-label={`Request #${row.original.id}`}
            className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:text-gold-deep"
          >
            #{row.original.id}
          </Link>
        ),
      }),
      column.accessor('createdAt', {
        header: 'Date',
        enableSorting: false,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => formatDateTime(getValue()),
      }),
      column.accessor('orderNumber', {
        header: 'Order',
        enableSorting: false,
        meta: { className: 'whitespace-nowrap font-mono text-xs' },
      }),
      column.display({
        id: 'customer',
        header: 'Customer',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="min-w-40">
            <p className="font-medium">{row.original.customer.fullName}</p>
            <p className="text-xs break-all text-stone">{row.original.customer.email}</p>
          </div>
        ),
      }),
      column.display({
        id: 'product',
        header: 'Product',
        enableSorting: false,
        cell: ({ row }) => {
          const product = row.original.productData;
          return (
            <div className="min-w-40">
              <p>{product?.name ?? 'Unknown Product'}</p>
              {product ? <p className="font-mono text-xs text-stone">{product.sku}</p> : null}
            </div>
          );
        },
      }),
      column.accessor('type', {
        header: 'Type',
        enableSorting: false,
        cell: ({ getValue }) => RETURN_TYPE_LABELS[getValue()],
      }),
      column.accessor('status', {
        header: 'Status',
        enableSorting: false,
        cell: ({ getValue }) => <ReturnStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'refund',
        header: 'Refund',
        enableSorting: false,
        meta: { align: 'end', className: 'relative whitespace-nowrap', label: 'Refund' },
        cell: ({ row }) =>
          row.original.refund ? (
            formatMoney(row.original.refund.amount)
          ) : (
            <span className="text-stone">
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not refunded</span>
            </span>
          ),
      }),
    ]);
  }, [search]);

  return (
    <AdminListTable
      {...list}
      label="Return requests"
      columns={columns}
      getRowId={(request) => String(request.id)}
      pageSizeOptions={RETURN_PAGE_SIZES}
    />
  );
}
