import { ORDER_STATUSES } from '@attar/contracts';
import { useCallback, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ClearFiltersButton } from '@/features/admin/components/clear-filters-button';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { ORDER_STATUS_LABELS } from '../order-labels';
import type { OrderListChanges, OrderListParams } from '../use-order-list-params';

interface OrderFiltersProps {
  params: OrderListParams;
  filtered: boolean;
  onChange: (changes: OrderListChanges, replace?: boolean) => void;
}

/** Search, status, what an order waits for, and date filters above the orders table. */
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
      <div className="w-full sm:w-56">
        <Label htmlFor={`${id}-awaiting`}>Waiting for</Label>
        <Select
          id={`${id}-awaiting`}
          className="w-full"
          value={params.awaiting ?? ''}
          onChange={(event) => onChange({ awaiting: event.target.value || null })}
        >
          <option value="">Anything</option>
          <option value="cod-confirmation">Awaiting COD confirmation</option>
        </Select>
      </div>
      <DateRangeFields from={params.fromDate} to={params.toDate} onChange={onChange} />
      <ClearFiltersButton
        filtered={filtered}
        onClear={() =>
          onChange({ search: null, status: null, awaiting: null, from: null, to: null })
        }
      />
    </>
  );
}
