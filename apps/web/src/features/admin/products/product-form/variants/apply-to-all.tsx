import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProductFormValues } from '../form-values';

const FIELDS = [
  { name: 'price', label: 'Price', rupees: true },
  { name: 'salePrice', label: 'Sale price', rupees: true },
  { name: 'stockQuantity', label: 'Stock', rupees: false },
] as const;
type BulkField = (typeof FIELDS)[number]['name'];

const EMPTY: Record<BulkField, string> = { price: '', salePrice: '', stockQuantity: '' };

/**
 * Many rows edited at once: what is typed here goes into every row's cell when applied, and a
 * box left blank changes nothing. The rows are checked as usual when the product is saved.
 */
export function ApplyToAll({ idPrefix, disabled }: { idPrefix: string; disabled: boolean }) {
  const {
    getValues,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<ProductFormValues>();
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState('');
  const typed = FIELDS.filter(({ name }) => values[name].trim() !== '');

  const apply = () => {
    const count = getValues('variants').length;
    for (let index = 0; index < count; index += 1) {
      for (const { name } of typed) {
        setValue(`variants.${index}.${name}`, values[name].trim(), {
          shouldDirty: true,
          // After a first save attempt, the rows' errors follow their new values.
          shouldValidate: isSubmitted,
        });
      }
    }
    setStatus(
      `${typed.map(({ label }) => label).join(', ')} set on all ${count} variant${count === 1 ? '' : 's'}.`,
    );
    setValues(EMPTY);
  };

  return (
    <div role="group" aria-labelledby={`${idPrefix}-bulk-title`} className="grid gap-2">
      <p id={`${idPrefix}-bulk-title`} className="text-sm font-medium">
        Apply to all variants
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {FIELDS.map(({ name, label, rupees }) => (
          <div key={name} className="w-[calc(50%-0.375rem)] sm:w-36">
            <Label htmlFor={`${idPrefix}-bulk-${name}`} className="text-xs text-stone">
              {label} for all
            </Label>
            <div className="relative">
              {rupees ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone"
                >
                  ₹
                </span>
              ) : null}
              <Input
                id={`${idPrefix}-bulk-${name}`}
                inputMode={rupees ? 'decimal' : 'numeric'}
                autoComplete="off"
                disabled={disabled}
                value={values[name]}
                onChange={(event) => {
                  setStatus('');
                  setValues((current) => ({ ...current, [name]: event.target.value }));
                }}
                className={rupees ? 'pl-7 tabular-nums' : 'tabular-nums'}
              />
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          disabled={disabled || typed.length === 0}
          onClick={apply}
        >
          Apply to all
        </Button>
      </div>
      <p role="status" className="text-xs text-stone">
        {status || 'Blank boxes leave the rows as they are.'}
      </p>
    </div>
  );
}
