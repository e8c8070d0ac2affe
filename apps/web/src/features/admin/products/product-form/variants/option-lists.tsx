import { PRODUCT_VARIANTS_MAX, VARIANT_OPTION_MAX_LENGTH } from '@attar/contracts';
import { Wand2 } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { ProductFormValues } from '../form-values';
import { TagInput } from '../tag-input';
import {
  combinationCount,
  expandSizeRanges,
  generateRows,
  type VariantRowValues,
} from './variant-rows';

interface OptionListsProps {
  idPrefix: string;
  disabled: boolean;
  sizes: string[];
  colours: string[];
  withColours: boolean;
  sizesRef: RefObject<HTMLInputElement | null>;
  onSizesChange: (sizes: string[]) => void;
  onColoursChange: (colours: string[]) => void;
  onGenerate: (rows: VariantRowValues[]) => void;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The option values (sizes, and a jewel's metal colours) and Generate, which makes the rows one
 * per combination. What Generate did is said in words, for a removal is easy to miss in a table.
 */
export function OptionLists({
  idPrefix,
  disabled,
  sizes,
  colours,
  withColours,
  sizesRef,
  onSizesChange,
  onColoursChange,
  onGenerate,
}: OptionListsProps) {
  const { getValues } = useFormContext<ProductFormValues>();
  const [status, setStatus] = useState<{ text: string; refused: boolean } | null>(null);
  const count = combinationCount(sizes, withColours ? colours : []);

  const generate = () => {
    if (count > PRODUCT_VARIANTS_MAX) {
      setStatus({
        text: `That makes ${count} variants; a product may have at most ${PRODUCT_VARIANTS_MAX}.`,
        refused: true,
      });
      return;
    }
    const result = generateRows(getValues('variants'), sizes, withColours ? colours : []);
    onGenerate(result.rows);
    setStatus({
      text: `${plural(result.rows.length, 'variant')}: ${result.added} added, ${result.kept} kept, ${result.removed} removed.`,
      refused: false,
    });
  };

  return (
    <div className="grid gap-4 rounded-soft border border-rule bg-ivory/40 p-3 sm:p-4">
      <div className={withColours ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
        <Field
          id={`${idPrefix}-sizes`}
          label="Sizes"
          hint={
            'Enter or a comma after each: "8 ml, 50 ml, 100 ml". A range such as 6-14 adds every ring size in it.'
          }
        >
          {(control) => (
            <TagInput
              {...control}
              inputRef={sizesRef}
              value={sizes}
              onChange={(next) => {
                setStatus(null);
                onSizesChange(expandSizeRanges(next));
              }}
              maxLength={VARIANT_OPTION_MAX_LENGTH}
              placeholder="50 ml"
              disabled={disabled}
            />
          )}
        </Field>
        {withColours ? (
          <Field
            id={`${idPrefix}-colours`}
            label="Metal colours (optional)"
            hint="Every size comes in each colour: Yellow gold, Rose gold, White gold."
          >
            {(control) => (
              <TagInput
                {...control}
                value={colours}
                onChange={(next) => {
                  setStatus(null);
                  onColoursChange(next);
                }}
                maxLength={VARIANT_OPTION_MAX_LENGTH}
                placeholder="Rose gold"
                disabled={disabled}
              />
            )}
          </Field>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="button"
          variant="outline"
          disabled={disabled || count === 0}
          onClick={generate}
        >
          <Wand2 className="size-4" aria-hidden="true" />
          Generate variants
        </Button>
        <p role="status" className={status?.refused ? 'text-sm text-danger' : 'text-sm text-stone'}>
          {status?.text ??
            (count > 0
              ? `Makes ${plural(count, 'variant')}; rows already there for a combination are kept.`
              : 'List a size to generate variants.')}
        </p>
      </div>
    </div>
  );
}
