import { useCallback, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ClearFiltersButton } from '@/features/admin/components/clear-filters-button';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import type { NotificationListParams } from '@/api/notifications';
import type { NotificationListChanges } from '../use-notification-list-params';

interface NotificationFiltersProps {
  params: NotificationListParams;
  filtered: boolean;
  onChange: (changes: NotificationListChanges, replace?: boolean) => void;
}

/** Keyword, day range and "Unread only" above the notifications. */
export function NotificationFilters({ params, filtered, onChange }: NotificationFiltersProps) {
  const id = useId();
  const onSearch = useCallback((keyword: string) => onChange({ keyword }, true), [onChange]);

  return (
    <>
      <AdminSearchField
        label="Search notifications"
        placeholder="Order number, product, customer"
        className="sm:w-72"
        search={params.keyword ?? ''}
        onSearch={onSearch}
      />
      <DateRangeFields from={params.fromDate} to={params.toDate} onChange={onChange} />
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-unread`}
          checked={params.unreadOnly === 'true'}
          onCheckedChange={(checked) => onChange({ unread: checked ? '1' : null })}
        />
        <Label htmlFor={`${id}-unread`} className="mb-0">
          Unread only
        </Label>
      </div>
      <ClearFiltersButton
        filtered={filtered}
        onClear={() => onChange({ keyword: null, from: null, to: null, unread: null })}
      />
    </>
  );
}
