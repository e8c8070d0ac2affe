import type { ProductVariant } from '@attar/contracts';
import { Plus, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { hasJewelryFields } from '@/features/admin/products/product-labels';
import type { ProductFormValues } from '../form-values';
import { FormSection } from '../form-section';
import { ApplyToAll } from './apply-to-all';
import { OptionLists } from './option-lists';
import { VariantTable } from './variant-table';
import {
  defaultRowOf,
  firstRowOf,
  MIRRORED_FIELDS,
  type MirroredValues,
  optionValuesOf,
} from './variant-rows';

interface VariantsSectionProps {
  idPrefix: string;
  disabled: boolean;
  /** The stored product's variants; undefined for a product not saved yet. */
  storedVariants: ProductVariant[] | undefined;
  className?: string;
}

const TITLE = 'Sizes and variants';

/**
 * A product's sizes (and a jewel's metal colours), one variant per combination, each with its
 * own SKU, prices and stock (docs/decisions/0057-variants.md). A product of one size keeps the
 * plain fields above and offers "Add sizes"; with rows, those fields move into the table.
 */
export function VariantsSection({
  idPrefix,
  disabled,
  storedVariants,
  className,
}: VariantsSectionProps) {
  const { control, getValues, setValue, clearErrors } = useFormContext<ProductFormValues>();
  const { fields, replace, remove } = useFieldArray({ control, name: 'variants' });
  const productType = useWatch({ control, name: 'productType' });
  const [sizes, setSizes] = useState(() => optionValuesOf(getValues('variants'), 'size'));
  const [colours, setColours] = useState(() => optionValuesOf(getValues('variants'), 'colour'));
  const sizesRef = useRef<HTMLInputElement>(null);
  const jewelry = hasJewelryFields(productType);
  // Colours are a jewel's (a metal's colour); a value already there stays in view all the same.
  const withColours = jewelry || colours.length > 0;

  if (fields.length === 0) {
    const addSizes = () => {
      const values = getValues();
      const mirrored = Object.fromEntries(
        MIRRORED_FIELDS.map((field) => [field, values[field]]),
      ) as MirroredValues;
      const stored = storedVariants?.find((variant) => variant.isDefault) ?? storedVariants?.[0];
      const first = firstRowOf(mirrored, stored);
      clearErrors([...MIRRORED_FIELDS]);
      replace([first]);
      setSizes(first.size ? [first.size] : []);
      setColours(first.colour ? [first.colour] : []);
      // The next thing to do is to list the sizes.
      requestAnimationFrame(() => sizesRef.current?.focus());
    };
    return (
      <FormSection
        title={TITLE}
        description="Sold in one size: the SKU, size, price and stock above are that size’s."
        className={className}
      >
        {storedVariants ? (
          <div>
            <Button type="button" variant="outline" disabled={disabled} onClick={addSizes}>
              <Plus className="size-4" aria-hidden="true" />
              Add sizes
            </Button>
            <p className="mt-1.5 text-xs text-stone">
              Sell it in several sizes{jewelry ? ' or metal colours' : ''}, each with its own SKU,
              price and stock.
            </p>
          </div>
        ) : (
          <p className="text-sm text-stone">
            Add the product first; its other sizes can be added here once it is saved.
          </p>
        )}
      </FormSection>
    );
  }

  // Back to the plain fields, with the default row's values: only while nothing stored has sizes.
  const backToOneSize = () => {
    const main = defaultRowOf(getValues('variants'));
    if (main) {
      for (const field of MIRRORED_FIELDS) setValue(field, main[field], { shouldDirty: true });
    }
    replace([]);
  };

  const onRemoved = (removed: { size: string; colour: string }) => {
    // An option no row has any more leaves its list, so Generate does not bring it back.
    const rows = getValues('variants');
    const unused = (option: 'size' | 'colour', value: string) =>
      !rows.some((row) => row[option].trim().toLowerCase() === value.trim().toLowerCase());
    if (removed.size && unused('size', removed.size)) {
      setSizes((list) => list.filter((size) => size.toLowerCase() !== removed.size.toLowerCase()));
    }
    if (removed.colour && unused('colour', removed.colour)) {
      setColours((list) =>
        list.filter((colour) => colour.toLowerCase() !== removed.colour.toLowerCase()),
      );
    }
  };

  return (
    <FormSection
      title={TITLE}
      description={
        <>
          Each row is one variant with its own SKU, prices and stock. The default is the one a
          shopper sees first, and what the product’s page and lists show.
        </>
      }
      className={className}
    >
      <OptionLists
        idPrefix={idPrefix}
        disabled={disabled}
        sizes={sizes}
        colours={colours}
        withColours={withColours}
        sizesRef={sizesRef}
        onSizesChange={setSizes}
        onColoursChange={setColours}
        onGenerate={(rows) => {
          clearErrors('variants');
          replace(rows);
        }}
      />
      <ApplyToAll idPrefix={idPrefix} disabled={disabled} />
      <VariantTable
        idPrefix={idPrefix}
        disabled={disabled}
        fields={fields}
        withColours={withColours}
        withWeight={jewelry}
        onRemove={(index) => {
          const removed = getValues(`variants.${index}`);
          remove(index);
          onRemoved(removed);
        }}
      />
      {(storedVariants?.length ?? 0) <= 1 ? (
        <div>
          <Button type="button" variant="ghost" disabled={disabled} onClick={backToOneSize}>
            <Undo2 className="size-4" aria-hidden="true" />
            Back to one size
          </Button>
        </div>
      ) : null}
    </FormSection>
  );
}
