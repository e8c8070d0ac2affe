import {
  type AdminProduct,
  GIFT_SET_COMPONENT_QUANTITY_MAX,
  GIFT_SET_COMPONENTS_MAX,
  type GiftSetComponent,
  setsAllowedBy,
  variantLabel,
} from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { toast } from 'sonner';
import { useGiftSetComponents, useSaveGiftSetComponents } from '@/api/gift-sets';
import { adminProductsQueryOptions } from '@/api/product-admin';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { FormSection } from './form-section';

const TITLE = 'What’s in the set';

interface GiftSetSectionProps {
  /** The stored set; undefined while it is not saved yet. */
  productId: number | undefined;
  disabled: boolean;
  className?: string;
}

/**
 * A gift set made of other products' sizes (docs/decisions/0060-gift-sets-from-components.md):
 * find a product, pick its size and how many go in one set, remove what should not be there, and
 * save the list on its own (PUT /api/admin/products/{id}/components). The set then keeps no
 * stock of its own: it has as many as its components allow, shown here as the list changes.
 */
export function GiftSetSection({ productId, disabled, className }: GiftSetSectionProps) {
  if (productId === undefined) {
    return (
      <FormSection title={TITLE} className={className}>
        <p className="text-sm text-stone">
          Add the set first; what goes in it can be chosen here once it is saved.
        </p>
      </FormSection>
    );
  }
  return <GiftSetEditor productId={productId} disabled={disabled} className={className} />;
}

/** One line of the list as edited here: a component and its quantity as typed. */
interface Row extends GiftSetComponent {
  quantityText: string;
}

const rowOf = (component: GiftSetComponent): Row => ({
  ...component,
  quantityText: String(component.quantity),
});

/** A quantity as typed, or null when it is not a whole number in range. */
function quantityOf(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= GIFT_SET_COMPONENT_QUANTITY_MAX
    ? value
    : null;
}

const QUANTITY_ERROR = `A whole number from 1 to ${GIFT_SET_COMPONENT_QUANTITY_MAX}.`;

/** "10 ml", or "One size" for a product sold without options. */
const sizeName = (size: string | null) => size || 'One size';

function GiftSetEditor({
  productId,
  disabled,
  className,
}: {
  productId: number;
  disabled: boolean;
  className?: string;
}) {
  const idPrefix = useId();
  const stored = useGiftSetComponents(productId);
  const save = useSaveGiftSetComponents();
  // Null while the list is as stored; the rows being edited otherwise.
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  if (stored.isPending) {
    return (
      <FormSection title={TITLE} className={className}>
        <p className="text-sm text-stone" aria-busy="true">
          Loading what is in the set...
        </p>
      </FormSection>
    );
  }
  if (stored.isError) {
    return (
      <FormSection title={TITLE} className={className}>
        <p role="alert" className="text-sm text-danger">
          {errorMessage(stored.error, 'What is in the set could not be loaded.')}
        </p>
      </FormSection>
    );
  }

  const rows = draft ?? stored.data.components.map(rowOf);
  const busy = disabled || save.isPending;
  const valid = rows.every((row) => quantityOf(row.quantityText) !== null);
  const stock = valid
    ? setsAllowedBy(
        rows.map((row) => ({
          stockQuantity: row.available ? row.stockQuantity : 0,
          quantity: quantityOf(row.quantityText)!,
        })),
      )
    : null;

  const edit = (next: Row[]) => {
    setDraft(next);
    setSaveError(null);
  };
  const onSave = async () => {
    try {
      await save.mutateAsync({
        productId,
        components: rows.map((row) => ({
          variantId: row.variantId,
          quantity: quantityOf(row.quantityText)!,
        })),
      });
      setDraft(null);
      toast.success('The set is saved', { description: `${rows.length} in the set.` });
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      setSaveError(message);
      toast.error('Could not save what is in the set', { description: message });
    }
  };

  return (
    <FormSection
      title={TITLE}
      description="Other products’ sizes packed in this set. The set keeps no stock of its own: it has as many as its components allow, and an order of it takes theirs."
      className={className}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-stone">
          Nothing yet: the set sells its own stock, as set under Price and stock.
        </p>
      ) : (
        <ul aria-label="Components of the set" className="grid gap-2">
          {rows.map((row, index) => {
            const label = `${row.name} ${sizeName(row.size)}`;
            const quantityId = `${idPrefix}-quantity-${row.variantId}`;
            const error = quantityOf(row.quantityText) === null ? QUANTITY_ERROR : undefined;
            return (
              <li
                key={row.variantId}
                className="grid gap-3 rounded-soft border border-rule p-3 sm:grid-cols-[minmax(0,1fr)_6rem_auto] sm:items-start"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{row.name}</p>
                  <p className="text-stone">
                    {sizeName(row.size)} · SKU {row.sku} ·{' '}
                    {row.available ? `${row.stockQuantity} in stock` : 'removed from the store'}
                  </p>
                </div>
                <Field id={quantityId} label={`Quantity of ${label}`} error={error}>
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      autoComplete="off"
                      value={row.quantityText}
                      disabled={busy}
                      onKeyDown={keepFormUnsent}
                      onChange={(event) =>
                        edit(
                          rows.map((other, at) =>
                            at === index ? { ...other, quantityText: event.target.value } : other,
                          ),
                        )
                      }
                    />
                  )}
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  className="sm:mt-7"
                  disabled={busy}
                  aria-label={`Remove ${label}`}
                  onClick={() => edit(rows.filter((_, at) => at !== index))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="text-sm">
        {rows.length === 0 ? null : stock === null ? (
          'Fix the quantities to see the stock.'
        ) : (
          <>
            <span className="font-medium">{stock}</span> {stock === 1 ? 'set' : 'sets'} in stock:
            the least the components allow.
          </>
        )}
      </p>
      {rows.length < GIFT_SET_COMPONENTS_MAX ? (
        <ComponentPicker
          idPrefix={idPrefix}
          setId={productId}
          disabled={busy}
          chosen={rows}
          onAdd={(component) => edit([...rows, component])}
        />
      ) : (
        <p className="text-sm text-stone">
          A set holds at most {GIFT_SET_COMPONENTS_MAX} components.
        </p>
      )}
      {saveError ? (
        <p role="alert" className="text-sm text-danger">
          {saveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={busy || draft === null || !valid}
          onClick={() => void onSave()}
        >
          {save.isPending ? 'Saving...' : 'Save what’s in the set'}
        </Button>
        {draft !== null ? (
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setDraft(null);
              setSaveError(null);
            }}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            Undo changes
          </Button>
        ) : null}
      </div>
    </FormSection>
  );
}

/** Enter in one of this section's fields must not send the product form around it. */
function keepFormUnsent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** Find a product by name or SKU, choose one of its sizes and how many, and add it to the list. */
function ComponentPicker({
  idPrefix,
  setId,
  disabled,
  chosen,
  onAdd,
}: {
  idPrefix: string;
  setId: number;
  disabled: boolean;
  chosen: Row[];
  onAdd: (row: Row) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [picked, setPicked] = useState<AdminProduct | null>(null);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const results = useQuery({
    ...adminProductsQueryOptions({ page: 0, size: 8, search: term }),
    enabled: term.length >= 2 && picked === null,
  });
  // A set is made of other products, never of a set (nor of itself).
  const candidates = (results.data?.content ?? []).filter(
    (product) => product.productType !== 'GIFT_SET' && product.id !== setId,
  );

  const choose = (product: AdminProduct) => {
    setPicked(product);
    setVariantId(
      product.variants.find((variant) => variant.isDefault)?.id ?? product.variants[0]?.id ?? null,
    );
    setQuantityText('1');
    setError(null);
  };
  const add = () => {
    const variant = picked?.variants.find((one) => one.id === variantId);
    if (!picked || !variant) return;
    const quantity = quantityOf(quantityText);
    if (quantity === null) {
      setError(QUANTITY_ERROR);
      return;
    }
    if (chosen.some((row) => row.variantId === variant.id)) {
      setError('This size is in the set already: change its quantity above.');
      return;
    }
    onAdd({
      productId: picked.id,
      variantId: variant.id,
      name: picked.name,
      sku: variant.sku,
      size: variantLabel(variant) || null,
      quantity,
      quantityText: String(quantity),
      stockQuantity: variant.stockQuantity,
      available: true,
    });
    setPicked(null);
    setSearch('');
  };

  if (picked) {
    return (
      <div className="grid gap-3 rounded-soft border border-dashed border-rule p-3">
        <p className="text-sm">
          Adding <span className="font-medium">{picked.name}</span>
        </p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
          <Field id={`${idPrefix}-size`} label="Size">
            {(control) => (
              <Select
                {...control}
                className="w-full"
                value={variantId ?? ''}
                disabled={disabled}
                onChange={(event) => setVariantId(Number(event.target.value))}
              >
                {picked.variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {sizeName(variantLabel(variant))} · {variant.stockQuantity} in stock
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${idPrefix}-new-quantity`} label="Quantity" error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={quantityText}
                disabled={disabled}
                onKeyDown={keepFormUnsent}
                onChange={(event) => {
                  setQuantityText(event.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={disabled} onClick={add}>
            <Plus className="size-4" aria-hidden="true" />
            Add to the set
          </Button>
          <Button type="button" variant="ghost" disabled={disabled} onClick={() => setPicked(null)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Field
        id={`${idPrefix}-find`}
        label="Add a product"
        hint="Type two letters or more of its name or SKU."
      >
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
          <p className="text-sm text-stone">Searching...</p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-stone">No product other than a gift set matches.</p>
        ) : (
          <ul aria-label="Matching products" className="grid gap-1">
            {candidates.map((product) => (
              <li key={product.id}>
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full justify-start text-left"
                  disabled={disabled}
                  onClick={() => choose(product)}
                >
                  {product.name}
                  <span className="text-stone">· SKU {product.sku}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
