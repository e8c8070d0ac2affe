import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import type { NotificationListParams } from '@/api/notifications';
import type { NotificationListChanges } from '../use-notification-list-params';

interface NotificationFiltersProps {
  params: NotificationListParams;
  filtered: boolean;
  onChange: (changes: NotificationListChanges, replace?: boolean) => void;
}

const half = 'w-[calc(50%-0.25rem)]';

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
      {filtered ? (
        <Button
          variant="ghost"
          className="px-3"
          onClick={() => onChange({ keyword: null, from: null, to: null, unread: null })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
