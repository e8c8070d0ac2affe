import { RETURN_STATUSES, RETURN_TYPES } from '@attar/contracts';
import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
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
          onClick={() => onChange({ query: null, status: null, type: null, from: null, to: null })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
