import type { ProductListSortOrder } from '@attar/contracts';
import { useId } from 'react';
import { Select } from '@/components/ui/select';

const SORT_LABELS: Record<ProductListSortOrder, string> = {
  relevance: 'Best match',
  featured: 'Featured',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
};

interface SortSelectProps<T extends ProductListSortOrder> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

export function SortSelect<T extends ProductListSortOrder>({
  value,
  options,
  onChange,
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="shrink-0 text-sm text-stone">
        Sort by
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="w-full min-w-0 sm:w-52"
      >
        {options.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </Select>
    </div>
  );
}
