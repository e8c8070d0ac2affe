import { CONCENTRATION_LABELS, FRAGRANCE_CONCENTRATIONS } from '@attar/contracts';
import { Controller, type FieldErrors, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';
import { TagInput } from './tag-input';

interface SectionProps {
  idPrefix: string;
  disabled: boolean;
}

const TIERS = [
  { name: 'top', label: 'Top notes', hint: 'What is smelt first: bergamot, pink pepper.' },
  { name: 'heart', label: 'Heart notes', hint: 'The body once it settles: rose, jasmine.' },
  { name: 'base', label: 'Base notes', hint: 'What lingers: oud, sandalwood, musk.' },
] as const;

type Tier = (typeof TIERS)[number]['name'];

/** A tier's message: the list's own, or the first of its notes'. */
function tierError(errors: FieldErrors<ProductFormValues>, tier: Tier): string | undefined {
  const error = errors.notesPyramid?.[tier];
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Array.isArray(error) ? (error as ({ message?: string } | undefined)[]) : [];
  return items.find((item) => item?.message)?.message;
}

/** The notes pyramid (top, heart, base) and the concentration. */
export function FragranceSection({ idPrefix, disabled }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();

  return (
    <FormSection
      title="Fragrance"
      description="Type a note and press Enter, or separate several with commas."
    >
      {TIERS.map((tier) => (
        <Controller
          key={tier.name}
          control={control}
          name={`notesPyramid.${tier.name}`}
          render={({ field }) => (
            <Field
              id={`${idPrefix}-notes-${tier.name}`}
              label={tier.label}
              hint={tier.hint}
              error={tierError(errors, tier.name)}
            >
              {(fieldControl) => (
                <TagInput
                  {...fieldControl}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  maxLength={40}
                  disabled={disabled}
                />
              )}
            </Field>
          )}
        />
      ))}
      <Field
        id={`${idPrefix}-concentration`}
        label="Concentration"
        error={errors.concentration?.message}
      >
        {(fieldControl) => (
          <Select
            {...fieldControl}
            className="w-full sm:w-72"
            disabled={disabled}
            {...register('concentration')}
          >
            <option value="">Not said</option>
            {FRAGRANCE_CONCENTRATIONS.map((concentration) => (
              <option key={concentration} value={concentration}>
                {CONCENTRATION_LABELS[concentration]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormSection>
  );
}
