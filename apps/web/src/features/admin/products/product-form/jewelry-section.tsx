import {
  METAL_LABELS,
  METALS,
  type Metal,
  PURITIES_BY_METAL,
  type Purity,
  purityLabel,
} from '@attar/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';
import { PerVariantNote } from './variants/per-variant-note';
import { useHasVariantRows } from './variants/use-has-variant-rows';

interface SectionProps {
  idPrefix: string;
  disabled: boolean;
}

/** Metal, its BIS purity grade, weight and the hallmark's HUID. */
export function JewelrySection({ idPrefix, disabled }: SectionProps) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const metal = useWatch({ control, name: 'metal' });
  const perVariant = useHasVariantRows();
  const purities: readonly Purity[] = metal ? PURITIES_BY_METAL[metal] : [];

  return (
    <FormSection title="Jewelry" description="As the BIS hallmark states them.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-metal`} label="Metal" error={errors.metal?.message}>
          {(fieldControl) => (
            <Select
              {...fieldControl}
              className="w-full"
              disabled={disabled}
              {...register('metal', {
                onChange: () => {
                  // A purity of the old metal (22K gold for silver) no longer applies.
                  const next = getValues('metal');
                  const purity = getValues('purity');
                  if (
                    purity &&
                    (!next ||
                      !(PURITIES_BY_METAL[next as Metal] as readonly string[]).includes(purity))
                  ) {
                    setValue('purity', '', { shouldDirty: true });
                  }
                },
              })}
            >
              <option value="">Not said</option>
              {METALS.map((option) => (
                <option key={option} value={option}>
                  {METAL_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${idPrefix}-purity`}
          label="Purity"
          error={errors.purity?.message}
          hint={metal ? undefined : 'Choose the metal first.'}
        >
          {(fieldControl) => (
            <Select
              {...fieldControl}
              className="w-full"
              disabled={disabled || !metal}
              {...register('purity')}
            >
              <option value="">Not said</option>
              {purities.map((purity) => (
                <option key={purity} value={purity}>
                  {purity} ({purityLabel(purity)})
                </option>
              ))}
            </Select>
          )}
        </Field>
        {perVariant ? (
          <PerVariantNote label="Weight" />
        ) : (
          <TextField
            id={`${idPrefix}-weight`}
            label="Weight in grams (optional)"
            inputMode="decimal"
            autoComplete="off"
            hint="Up to three decimals (milligrams)."
            disabled={disabled}
            error={errors.weightGrams?.message}
            {...register('weightGrams')}
          />
        )}
        <TextField
          id={`${idPrefix}-huid`}
          label="Hallmark HUID (optional)"
          autoComplete="off"
          spellCheck={false}
          maxLength={6}
          hint="The BIS hallmark’s 6 letters or digits."
          className="[&_input]:font-mono [&_input]:uppercase"
          disabled={disabled}
          error={errors.hallmarkHuid?.message}
          {...register('hallmarkHuid')}
        />
      </div>
    </FormSection>
  );
}
