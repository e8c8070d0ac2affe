import { ORDER_STATUSES } from '@attar/contracts';
import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ORDER_STATUS_LABELS } from '../order-labels';
import type { OrderListChanges, OrderListParams } from '../use-order-list-params';

interface OrderFiltersProps {
  params: OrderListParams;
  filtered: boolean;
  onChange: (changes: OrderListChanges, replace?: boolean) => void;
}

const half = 'w-[calc(50%-0.25rem)]';

/** Search, status and date filters above the orders table. */
export function OrderFilters({ params, filtered, onChange }: OrderFiltersProps) {
  const id = useId();
  const onSearch = useCallback((search: string) => onChange({ search }, true), [onChange]);

  return (
    <>
      <AdminSearchField
        label="Search orders"
        placeholder="Order number, email, mobile, name"
        className="sm:w-72"
        search={params.search ?? ''}
        onSearch={onSearch}
      />
      <div className="w-full sm:w-44">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          className="w-full"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className={`${half} sm:w-40`}>
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={params.fromDate ?? ''}
          max={params.toDate}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className={`${half} sm:w-40`}>
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={params.toDate ?? ''}
          min={params.fromDate}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          className="px-3"
          onClick={() => onChange({ search: null, status: null, from: null, to: null })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
