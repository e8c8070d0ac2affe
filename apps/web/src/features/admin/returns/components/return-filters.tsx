import { RETURN_STATUSES, RETURN_TYPES } from '@attar/contracts';
import { useCallback, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ClearFiltersButton } from '@/features/admin/components/clear-filters-button';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { RETURN_STATUS_LABELS, RETURN_TYPE_LABELS } from '../return-labels';
import type { ReturnListChanges, ReturnListParams } from '../use-return-list-params';

interface ReturnFiltersProps {
  params: ReturnListParams;
  filtered: boolean;
  onChange: (changes: ReturnListChanges, replace?: boolean) => void;
}

const half = 'w-[calc(50%-0.25rem)]';

/** Search, status, type and date filters above the returns table. */
export function ReturnFilters({ params, filtered, onChange }: ReturnFiltersProps) {
  const id = useId();
  const onSearch = useCallback((query: string) => onChange({ query }, true), [onChange]);

  return (
    <>
      <AdminSearchField
        label="Search requests"
        placeholder="Request id, order number, customer"
        className="sm:w-72"
        search={params.query ?? ''}
        onSearch={onSearch}
      />
      <div className={`${half} sm:w-40`}>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          className="w-full"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {RETURN_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className={`${half} sm:w-36`}>
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select
          id={`${id}-type`}
          className="w-full"
          value={params.type ?? ''}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">All types</option>
          {RETURN_TYPES.map((type) => (
            <option key={type} value={type}>
              {RETURN_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <DateRangeFields from={params.fromDate} to={params.toDate} onChange={onChange} />
      <ClearFiltersButton
        filtered={filtered}
        onClear={() => onChange({ query: null, status: null, type: null, from: null, to: null })}
      />
    </>
  );
}
