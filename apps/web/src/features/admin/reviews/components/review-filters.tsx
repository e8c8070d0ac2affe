import { RATING_MAX, RATING_MIN } from '@attar/contracts';
import { useCallback, useId } from 'react';
import { useAdminProducts } from '@/api/product-admin';
import type { AdminReviewListParams } from '@/api/review-admin';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { ClearFiltersButton } from '@/features/admin/components/clear-filters-button';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import type { ReviewListChanges } from '../use-review-list-params';

interface ReviewFiltersProps {
  params: AdminReviewListParams;
  filtered: boolean;
  onChange: (changes: ReviewListChanges, replace?: boolean) => void;
  /** The chosen product's name when the product list does not hold it (from the rows shown). */
  productName?: string;
}

/** The product list offers this many, by name; a store with more finds the rest by search. */
const PRODUCT_CHOICES = { page: 0, size: 100, sort: 'name_asc' as const };
const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MAX - index,
);

const half = 'w-[calc(50%-0.25rem)]';

/** Search, product, rating, shown/hidden and date filters above the reviews table. */
export function ReviewFilters({ params, filtered, onChange, productName }: ReviewFiltersProps) {
  const id = useId();
  const onSearch = useCallback((query: string) => onChange({ query }, true), [onChange]);
  const products = useAdminProducts(PRODUCT_CHOICES).data?.content ?? [];
  const chosenMissing =
    params.productId !== undefined && !products.some((product) => product.id === params.productId);

  return (
    <>
      <AdminSearchField
        label="Search reviews"
        placeholder="Title, text, product, customer email"
        className="sm:w-72"
        search={params.query ?? ''}
        onSearch={onSearch}
      />
      <div className="w-full sm:w-56">
        <Label htmlFor={`${id}-product`}>Product</Label>
        <Select
          id={`${id}-product`}
          className="w-full"
          value={params.productId === undefined ? '' : String(params.productId)}
          onChange={(event) => onChange({ product: event.target.value })}
        >
          <option value="">All products</option>
          {chosenMissing ? (
            <option value={String(params.productId)}>
              {productName ?? `Product #${params.productId}`}
            </option>
          ) : null}
          {products.map((product) => (
            <option key={product.id} value={String(product.id)}>
              {product.name}
            </option>
          ))}
        </Select>
      </div>
      <div className={`${half} sm:w-36`}>
        <Label htmlFor={`${id}-rating`}>Rating</Label>
        <Select
          id={`${id}-rating`}
          className="w-full"
          value={params.rating === undefined ? '' : String(params.rating)}
          onChange={(event) => onChange({ rating: event.target.value })}
        >
          <option value="">All ratings</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={String(rating)}>
              {rating} {rating === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </Select>
      </div>
      <div className={`${half} sm:w-36`}>
        <Label htmlFor={`${id}-visibility`}>Shown or hidden</Label>
        <Select
          id={`${id}-visibility`}
          className="w-full"
          value={params.hidden === undefined ? '' : params.hidden ? 'hidden' : 'shown'}
          onChange={(event) => onChange({ visibility: event.target.value })}
        >
          <option value="">All reviews</option>
          <option value="shown">Shown</option>
          <option value="hidden">Hidden</option>
        </Select>
      </div>
      <DateRangeFields from={params.fromDate} to={params.toDate} onChange={onChange} />
      <ClearFiltersButton
        filtered={filtered}
        onClear={() =>
          onChange({
            query: null,
            product: null,
            rating: null,
            visibility: null,
            from: null,
            to: null,
          })
        }
      />
    </>
  );
}
