import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import type { ActivityLogListParams } from '@/api/activity-log';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ClearFiltersButton } from '@/features/admin/components/clear-filters-button';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { entityLabel } from '../activity-labels';
import type { ActivityListChanges } from '../use-activity-list-params';

interface ActivityFiltersProps {
  params: ActivityLogListParams;
  filtered: boolean;
  /** The entity types the log holds (the select's options). */
  entityTypes: string[];
  onChange: (changes: ActivityListChanges, replace?: boolean) => void;
}

/** Admin, kind of record, day range (and a record, when a link asked for one) above the log. */
export function ActivityFilters({ params, filtered, entityTypes, onChange }: ActivityFiltersProps) {
  const id = useId();
  const onSearch = useCallback((actor: string) => onChange({ actor }, true), [onChange]);
  // A type in the address that the log does not hold (yet) stays selectable.
  const types =
    params.entityType && !entityTypes.includes(params.entityType)
      ? [...entityTypes, params.entityType]
      : entityTypes;

  return (
    <>
      <AdminSearchField
        label="Admin"
        placeholder="Email or admin id"
        className="sm:w-64"
        search={params.actor ?? ''}
        onSearch={onSearch}
      />
      <div className="w-full sm:w-44">
        <Label htmlFor={`${id}-type`}>Record type</Label>
        <Select
          id={`${id}-type`}
          className="w-full"
          value={params.entityType ?? ''}
          onChange={(event) => onChange({ type: event.target.value, entity: null })}
        >
          <option value="">All records</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {entityLabel(type)}
            </option>
          ))}
        </Select>
      </div>
      <DateRangeFields from={params.fromDate} to={params.toDate} onChange={onChange} />
      {params.entityId ? (
        <Button
          variant="outline"
          className="px-3"
          aria-label={`Show every record, not only #${params.entityId}`}
          onClick={() => onChange({ entity: null })}
        >
          Record #{params.entityId}
          <X className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
      <ClearFiltersButton
        filtered={filtered}
        onClear={() => onChange({ actor: null, type: null, entity: null, from: null, to: null })}
      />
    </>
  );
}
