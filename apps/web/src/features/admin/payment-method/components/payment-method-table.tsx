import type { PaymentMethod } from '@attar/contracts';
import type { PaginationState } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { createDataTableColumns, DataTable } from '@/components/ui/data-table';
import { Switch } from '@/components/ui/switch';
import { PAYMENT_METHOD_PAGE_SIZES } from '../use-payment-method-list-params';

interface PaymentMethodTableProps {
  methods: PaymentMethod[];
  total: number;
  page: number;
  size: number;
  onPageChange: (page: number, size: number) => void;
  onActiveChange: (method: PaymentMethod, isActive: boolean) => void;
  /** The method whose switch is on its way (it waits). */
  pendingId: number | null;
  toolbar: ReactNode;
  isLoading: boolean;
  emptyMessage: ReactNode;
}

const column = createDataTableColumns<PaymentMethod>();

/** The payment methods in display order, each with the switch that offers it at checkout. */
export function PaymentMethodTable({
  methods,
  total,
  page,
  size,
  onPageChange,
  onActiveChange,
  pendingId,
  toolbar,
  isLoading,
  emptyMessage,
}: PaymentMethodTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('displayName', {
          header: 'Method',
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => (
            <div className="min-w-36">
              <p className="font-medium">{row.original.displayName}</p>
              <p className="font-mono text-xs text-stone">{row.original.method}</p>
            </div>
          ),
        }),
        column.accessor('description', {
          header: 'Description',
          enableSorting: false,
          cell: ({ getValue }) => <p className="max-w-md min-w-48 text-stone">{getValue()}</p>,
        }),
        column.accessor('isActive', {
          header: 'Status',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) =>
            getValue() ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>,
        }),
        column.display({
          id: 'offered',
          header: 'Offered at checkout',
          enableSorting: false,
          enableHiding: false,
          meta: { className: 'whitespace-nowrap', label: 'Offered at checkout' },
          cell: ({ row }) => (
            <Switch
              checked={row.original.isActive}
              disabled={pendingId === row.original.id}
              aria-label={`Offer ${row.original.displayName} at checkout`}
              onCheckedChange={(checked) => onActiveChange(row.original, checked)}
            />
          ),
        }),
      ]),
    [onActiveChange, pendingId],
  );
  const pagination: PaginationState = { pageIndex: page, pageSize: size };

  return (
    <DataTable
      label="Payment methods"
      columns={columns}
      data={methods}
      getRowId={(method) => String(method.id)}
      rowCount={total}
      pagination={pagination}
      onPaginationChange={(updater) => {
        const next = typeof updater === 'function' ? updater(pagination) : updater;
        onPageChange(next.pageIndex, next.pageSize);
      }}
      pageSizeOptions={PAYMENT_METHOD_PAGE_SIZES}
      toolbar={toolbar}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
