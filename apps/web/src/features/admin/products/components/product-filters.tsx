import { STOCK_FILTERS } from '@attar/contracts';
import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import type { AdminProductListParams } from '@/api/products';
import { useCategories } from '@/api/categories';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { STOCK_FILTER_LABELS } from '../product-labels';
import type { ProductListChanges } from '../use-product-list-params';

/** Typing waits this long before the list is asked for again. */

interface ProductFiltersProps {
  params: AdminProductListParams;
  onChange: (changes: ProductListChanges, replace?: boolean) => void;
}

/** Search, category, stock and featured filters above the products table. */
export function ProductFilters({ params, onChange }: ProductFiltersProps) {
  const id = useId();
  const categories = useCategories();
  const onSearch = useCallback((search: string) => onChange({ search }, true), [onChange]);
  const filtered =
    params.search || params.category || params.stock || params.featured !== undefined;

  return (
    <>
      <AdminSearchField
        label="Search products"
        placeholder="Name or SKU"
        className="sm:w-64"
        search={params.search ?? ''}
        onSearch={onSearch}
      />
      <div className="w-[calc(50%-0.25rem)] sm:w-44">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          id={`${id}-category`}
          className="w-full"
          value={params.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-[calc(50%-0.25rem)] sm:w-36">
        <Label htmlFor={`${id}-stock`}>Stock</Label>
        <Select
          id={`${id}-stock`}
          className="w-full"
          value={params.stock ?? ''}
          onChange={(event) => onChange({ stock: event.target.value })}
        >
          <option value="">Any stock</option>
          {STOCK_FILTERS.map((stock) => (
            <option key={stock} value={stock}>
              {STOCK_FILTER_LABELS[stock]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-[calc(50%-0.25rem)] sm:w-36">
        <Label htmlFor={`${id}-featured`}>Featured</Label>
        <Select
          id={`${id}-featured`}
          className="w-full"
          value={params.featured === undefined ? '' : String(params.featured)}
          onChange={(event) => onChange({ featured: event.target.value })}
        >
          <option value="">All products</option>
          <option value="true">Featured</option>
          <option value="false">Not featured</option>
        </Select>
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          className="px-3"
          onClick={() => onChange({ search: null, category: null, stock: null, featured: null })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </>
  );
}
