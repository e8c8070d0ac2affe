import { SORT_ORDERS, type SortOrder } from '@attar/contracts';
import { Select } from '@/components/ui/select';

const SORT_LABELS: Record<SortOrder, string> = {
  featured: 'Featured',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
};

interface SortSelectProps {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor="sort-order" className="text-sm text-stone">
        Sort by
      </label>
      <Select id="sort-order" value={value} onChange={(event) => onChange(event.target.value as SortOrder)} className="w-52">
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </Select>
    </div>
  );
}
