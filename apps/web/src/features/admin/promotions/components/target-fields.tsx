import type { AdminProduct, Category } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useDeferredValue, useState } from 'react';
import { adminProductQueryOptions, adminProductsQueryOptions } from '@/api/product-admin';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { PromotionFieldErrors, TargetValues } from '../promotion-form';

/** Enter in the search box must not send the promotion form around it. */
function keepFormUnsent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

interface ProductPickerProps {
  id: string;
  label: string;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
  disabled: boolean;
}

/**
 * A chosen product as a chip with a button to remove it. A promotion read back names only ids, so
 * each chip reads its product's name on its own ("Product 12" until it arrives). One query per
 * chip rather than `useQueries`: that hook would join the framework chunk every storefront page
 * loads (bench/README.md, "JavaScript on the first screen").
 */
function ChosenProduct({
  productId,
  disabled,
  onRemove,
}: {
  productId: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const product = useQuery({ ...adminProductQueryOptions(productId), staleTime: 60_000 });
  const name = product.data?.name ?? `Product ${productId}`;
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-rule bg-ivory-deep pl-3 text-sm">
      {name}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <X className="size-3.5" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Products found by name or SKU (the product list's own search), each added as a chip. */
function ProductPicker({ id, label, value, onChange, error, disabled }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const results = useQuery({
    ...adminProductsQueryOptions({ page: 0, size: 8, search: term }),
    enabled: term.length >= 2,
  });
  const candidates = (results.data?.content ?? []).filter((product) => !value.includes(product.id));
  const add = (product: AdminProduct) => {
    onChange([...value, product.id]);
    setSearch('');
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul aria-label={`${label}: chosen`} className="flex flex-wrap gap-2">
          {value.map((productId) => (
            <ChosenProduct
              key={productId}
              productId={productId}
              disabled={disabled}
              onRemove={() => onChange(value.filter((other) => other !== productId))}
            />
          ))}
        </ul>
      ) : null}
      <Field id={id} label={label} hint="Type two letters or more of a name or SKU." error={error}>
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            value={search}
            disabled={disabled}
            onKeyDown={keepFormUnsent}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      {term.length >= 2 ? (
        results.isPending ? (
          <p role="status" className="text-sm text-stone">
            Searching...
          </p>
        ) : candidates.length === 0 ? (
          <p role="status" className="text-sm text-stone">
            No other product matches “{term}”.
          </p>
        ) : (
          <ul aria-label={`${label}: found`} className="grid gap-1">
            {candidates.map((product) => (
              <li key={product.id}>
                <Button
                  type="button"
                  variant="outline"
                  className="w-full justify-start text-left"
                  disabled={disabled}
                  onClick={() => add(product)}
                >
                  Add {product.name}
                  <span className="font-mono text-xs text-stone">{product.sku}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

interface CategoryChecklistProps {
  id: string;
  legend: string;
  categories: Category[] | undefined;
  loading: boolean;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
  disabled: boolean;
}

/** The store's categories as checkboxes: a handful, easier to tick on a phone than to search. */
function CategoryChecklist({
  id,
  legend,
  categories,
  loading,
  value,
  onChange,
  error,
  disabled,
}: CategoryChecklistProps) {
  const errorId = `${id}-error`;
  const toggle = (categoryId: number, checked: boolean) =>
    onChange(checked ? [...value, categoryId] : value.filter((entry) => entry !== categoryId));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {legend}
        {value.length > 0 ? ` (${value.length} chosen)` : ''}
      </legend>
      {loading ? (
        <p role="status" className="text-sm text-stone">
          Loading the categories...
        </p>
      ) : !categories ? (
        <p role="alert" className="text-sm text-danger">
          The categories could not be loaded. Open the form again to choose them.
        </p>
      ) : (
        <div
          className={cn(
            'grid max-h-48 gap-x-4 overflow-y-auto rounded-soft border border-field px-3 py-1 sm:grid-cols-2',
            error && 'border-danger',
          )}
        >
          {categories.map((category) => (
            <label
              key={category.id}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm"
            >
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={value.includes(category.id)}
                disabled={disabled}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              {category.name}
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface TargetFieldsProps {
  idPrefix: string;
  /** Which list: what the promotion is limited to, or what it leaves out. */
  side: 'includes' | 'excludes';
  title: string;
  hint: string;
  value: TargetValues;
  onChange: (value: TargetValues) => void;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  errors: PromotionFieldErrors;
  disabled: boolean;
  /** A message about the group as a whole (an entry both included and excluded). */
  groupError?: string;
}

/** Products, categories and sizes by SKU that a promotion is limited to, or leaves out. */
export function TargetFields({
  idPrefix,
  side,
  title,
  hint,
  value,
  onChange,
  categories,
  categoriesLoading,
  errors,
  disabled,
  groupError,
}: TargetFieldsProps): ReactNode {
  const id = `${idPrefix}-${side}`;
  const noun = side === 'includes' ? 'Only' : 'Not';
  return (
    <fieldset className="grid gap-4 rounded-soft border border-rule p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <p className="-mt-2 text-xs text-stone">{hint}</p>
      {groupError ? (
        <p role="alert" className="text-sm text-danger">
          {groupError}
        </p>
      ) : null}
      <ProductPicker
        id={`${id}-products`}
        label={`${noun} these products`}
        value={value.productIds}
        onChange={(productIds) => onChange({ ...value, productIds })}
        error={errors[`${side}.productIds`]}
        disabled={disabled}
      />
      <CategoryChecklist
        id={`${id}-categories`}
        legend={`${noun} these categories`}
        categories={categories}
        loading={categoriesLoading}
        value={value.categoryIds}
        onChange={(categoryIds) => onChange({ ...value, categoryIds })}
        error={errors[`${side}.categoryIds`]}
        disabled={disabled}
      />
      <Field
        id={`${id}-skus`}
        label={`${noun} these sizes (SKUs)`}
        hint="Variant SKUs separated by commas, spaces or new lines."
        error={errors[`${side}.skusText`]}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            spellCheck={false}
            autoComplete="off"
            className="font-mono uppercase"
            value={value.skusText}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, skusText: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
