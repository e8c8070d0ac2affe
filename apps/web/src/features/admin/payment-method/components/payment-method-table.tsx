import type { PaymentMethod } from '@attar/contracts';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { Switch } from '@/components/ui/switch';
import { PAYMENT_METHOD_PAGE_SIZES } from '../use-payment-method-list-params';

interface PaymentMethodTableProps extends AdminListProps<PaymentMethod> {
  onActiveChange: (method: PaymentMethod, isActive: boolean) => void;
  /** The method whose switch is on its way (it waits). */
  pendingId: number | null;
}

const column = createDataTableColumns<PaymentMethod>();

/** The payment methods in display order, each with the switch that offers it at checkout. */
export function PaymentMethodTable({
  onActiveChange,
  pendingId,
  ...list
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

  return (
    <AdminListTable
      {...list}
      label="Payment methods"
      columns={columns}
      getRowId={(method) => String(method.id)}
      pageSizeOptions={PAYMENT_METHOD_PAGE_SIZES}
    />
  );
}
