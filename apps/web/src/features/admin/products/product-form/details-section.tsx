import { GENDERS, OCCASIONS, type Occasion } from '@attar/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field, TextField } from '@/components/ui/field';
import { FieldError } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  GENDER_LABELS,
  hasFragranceFields,
  hasJewelryFields,
  OCCASION_LABELS,
} from '../product-labels';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';
import { useHasVariantRows } from './variants/use-has-variant-rows';

interface SectionProps {
  idPrefix: string;
  disabled: boolean;
}

/** Size (fragrances) or dimensions (jewelry; gift sets have both), who it is for, and when. */
export function DetailsSection({ idPrefix, disabled }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [productType, size, dimensions] = useWatch({
    control,
    name: ['productType', 'size', 'dimensions'],
  });
  // A value typed before the type changed stays in view rather than being kept out of sight.
  // With variants, each has its own size (Sizes and variants).
  const showSize = !useHasVariantRows() && (hasFragranceFields(productType) || size !== '');
  const showDimensions = hasJewelryFields(productType) || dimensions !== '';

  return (
    <FormSection title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        {showSize ? (
          <TextField
            id={`${idPrefix}-size`}
            label="Size (optional)"
            placeholder="50 ml"
            autoComplete="off"
            maxLength={60}
            disabled={disabled}
            error={errors.size?.message}
            {...register('size')}
          />
        ) : null}
        {showDimensions ? (
          <TextField
            id={`${idPrefix}-dimensions`}
            label="Dimensions (optional)"
            placeholder="Pendant 2.2 x 1.6 cm, chain 45 cm"
            autoComplete="off"
            maxLength={120}
            disabled={disabled}
            error={errors.dimensions?.message}
            {...register('dimensions')}
          />
        ) : null}
        <Field id={`${idPrefix}-gender`} label="Made for" error={errors.gender?.message}>
          {(fieldControl) => (
            <Select
              {...fieldControl}
              className="w-full"
              disabled={disabled}
              {...register('gender')}
            >
              <option value="">Not said</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="occasions"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby={fieldState.error ? `${idPrefix}-occasions-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium">Occasions</legend>
            <div className="flex flex-wrap gap-x-1 gap-y-0">
              {OCCASIONS.map((occasion) => (
                <label
                  key={occasion}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft px-2 text-sm hover:bg-ink/5"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-ink"
                    disabled={disabled}
                    checked={field.value.includes(occasion)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        // Kept in the contract's order, whatever order they were ticked in.
                        OCCASIONS.filter((item: Occasion) =>
                          item === occasion ? event.target.checked : field.value.includes(item),
                        ),
                      )
                    }
                  />
                  {OCCASION_LABELS[occasion]}
                </label>
              ))}
            </div>
            <FieldError id={`${idPrefix}-occasions-error`} message={fieldState.error?.message} />
          </fieldset>
        )}
      />
    </FormSection>
  );
}
