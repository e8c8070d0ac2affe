import type { ComponentProps } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, TextField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';
import { PerVariantNote } from './variants/per-variant-note';
import { useHasVariantRows } from './variants/use-has-variant-rows';

interface SectionProps {
  idPrefix: string;
  disabled: boolean;
  /** A gift set made of components: the sets they allow, which stand for its stock. */
  stockFromSet?: number | undefined;
}

/** Price and sale price in rupees, stock, the HSN code and whether the home page features it. */
export function PricingSection({ idPrefix, disabled, stockFromSet }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const perVariant = useHasVariantRows();

  return (
    <FormSection title="Price and stock" description="Rupees, GST included (MRP).">
      {perVariant ? (
        <PerVariantNote label="Price and sale price" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <RupeeField
            id={`${idPrefix}-price`}
            label="Price"
            disabled={disabled}
            error={errors.price?.message}
            {...register('price')}
          />
          <RupeeField
            id={`${idPrefix}-sale`}
            label="Sale price (optional)"
            hint="Below the price; blank for none."
            disabled={disabled}
            error={errors.salePrice?.message}
            {...register('salePrice')}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {stockFromSet !== undefined ? (
          <div>
            <p className="mb-1.5 text-sm font-medium">Stock</p>
            <p className="text-sm tabular-nums">
              {stockFromSet} {stockFromSet === 1 ? 'set' : 'sets'}
            </p>
            <p className="mt-1.5 text-xs text-stone">
              From what’s in the set, below: the least its components allow.
            </p>
          </div>
        ) : perVariant ? (
          <PerVariantNote label="Stock" />
        ) : (
          <TextField
            id={`${idPrefix}-stock`}
            label="Stock"
            inputMode="numeric"
            autoComplete="off"
            hint="Units on hand; at or below the low-stock threshold (Settings) counts as low."
            disabled={disabled}
            error={errors.stockQuantity?.message}
            {...register('stockQuantity')}
          />
        )}
        <TextField
          id={`${idPrefix}-hsn`}
          label="HSN code (optional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          hint="3303 perfumes, 7113 jewellery."
          disabled={disabled}
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
      </div>
      <Controller
        control={control}
        name="isFeatured"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 border-t border-rule pt-3">
            <div>
              <Label htmlFor={`${idPrefix}-featured`} className="mb-0">
                Featured
              </Label>
              <p id={`${idPrefix}-featured-hint`} className="text-xs text-stone">
                Shown in the home page’s Signature Collection.
              </p>
            </div>
            <Switch
              id={`${idPrefix}-featured`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby={`${idPrefix}-featured-hint`}
            />
          </div>
        )}
      />
    </FormSection>
  );
}

type RupeeFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A rupee amount typed as text ("1499.50"): the contract checks it is a number with paise at most. */
function RupeeField({ id, label, error, hint, className, ...inputProps }: RupeeFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone"
          >
            ₹
          </span>
          <Input
            {...inputProps}
            {...control}
            inputMode="decimal"
            autoComplete="off"
            className="pl-8 tabular-nums"
          />
        </div>
      )}
    </Field>
  );
}
