import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import type { AdminPaymentMethodListParams } from '@/api/payment-admin';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import type { PaymentMethodListChanges } from '../use-payment-method-list-params';

interface PaymentMethodFiltersProps {
  params: AdminPaymentMethodListParams;
  filtered: boolean;
  onChange: (changes: PaymentMethodListChanges, replace?: boolean) => void;
}

/** Search and status filters above the payment methods table. */
export function PaymentMethodFilters({ params, filtered, onChange }: PaymentMethodFiltersProps) {
  const id = useId();
  const onSearch = useCallback((search: string) => onChange({ search }, true), [onChange]);
  return (
    <>
      <AdminSearchField
        label="Search payment methods"
        placeholder="Name or method, e.g. cod"
        className="sm:w-72"
        search={params.search ?? ''}
        onSearch={onSearch}
      />
      <div className="w-full sm:w-40">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          className="w-full"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">All methods</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          className="px-3"
          onClick={() => onChange({ search: null, status: null })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
