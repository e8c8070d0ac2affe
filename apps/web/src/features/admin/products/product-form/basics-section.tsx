import { PRODUCT_TYPES } from '@attar/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useCategories } from '@/api/categories';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PRODUCT_TYPE_LABELS } from '../product-labels';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';
import { PerVariantNote } from './variants/per-variant-note';
import { useHasVariantRows } from './variants/use-has-variant-rows';

interface SectionProps {
  idPrefix: string;
  disabled: boolean;
}

/** Name, SKU, type and category, and the two descriptions. */
export function BasicsSection({ idPrefix, disabled }: SectionProps) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const categories = useCategories();
  const perVariant = useHasVariantRows();
  const productType = useWatch({ control, name: 'productType' });
  const choices = (categories.data ?? []).filter(
    (category) => category.productType === productType,
  );

  return (
    <FormSection title="Basics">
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="off"
        maxLength={120}
        disabled={disabled}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {perVariant ? (
          <PerVariantNote label="SKU" />
        ) : (
          <TextField
            id={`${idPrefix}-sku`}
            label="SKU"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            disabled={disabled}
            className="[&_input]:font-mono [&_input]:uppercase"
            hint="Letters, digits, dots, dashes, slashes or underscores; kept in capitals."
            error={errors.sku?.message}
            {...register('sku')}
          />
        )}
        <Field
          id={`${idPrefix}-type`}
          label="Product type"
          hint="Decides which categories and details apply."
        >
          {(fieldControl) => (
            <Select
              {...fieldControl}
              className="w-full"
              disabled={disabled}
              {...register('productType', {
                onChange: () => {
                  // A category of another type no longer fits.
                  const current = categories.data?.find(
                    (category) => String(category.id) === getValues('categoryId'),
                  );
                  if (current && current.productType !== getValues('productType')) {
                    setValue('categoryId', '', { shouldDirty: true });
                  }
                },
              })}
            >
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PRODUCT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        id={`${idPrefix}-category`}
        label="Category"
        error={errors.categoryId?.message}
        hint={categories.isError ? 'The categories could not be loaded.' : undefined}
      >
        {(fieldControl) => (
          // Controlled, so the stored category shows once the list arrives.
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                {...fieldControl}
                {...field}
                className="w-full"
                disabled={disabled || categories.isPending}
              >
                <option value="">
                  {categories.isPending ? 'Loading categories...' : 'Choose a category'}
                </option>
                {choices.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-short`}
        label="Short description"
        error={errors.shortDescription?.message}
        hint="One or two lines for cards and the top of the product page; up to 300 characters."
      >
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            rows={2}
            maxLength={300}
            disabled={disabled}
            {...register('shortDescription')}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-description`}
        label="Description"
        error={errors.description?.message}
        hint="The full story on the product page; a blank line starts a new paragraph."
      >
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            rows={6}
            maxLength={5000}
            disabled={disabled}
            {...register('description')}
          />
        )}
      </Field>
    </FormSection>
  );
}
