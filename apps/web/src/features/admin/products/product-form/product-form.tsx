import {
  type AdminProduct,
  type UpdateProductPayload,
  validationIssueSchema,
} from '@attar/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { deleteImage } from '@/api/media';
import { useSaveProduct } from '@/api/product-admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminSectionPath } from '@/lib/paths';
import { hasFragranceFields, hasJewelryFields } from '../product-labels';
import { BasicsSection } from './basics-section';
import { DetailsSection } from './details-section';
import {
  formValuesOf,
  type ProductFormOutput,
  type ProductFormValues,
  productFormResolver,
} from './form-values';
import { FragranceSection } from './fragrance-section';
import { ImagesSection } from './images-section';
import { JewelrySection } from './jewelry-section';
import { PricingSection } from './pricing-section';

interface ProductFormProps {
  /** The product being edited; a new one without it. */
  product?: AdminProduct;
  /** After a save: the product as stored, and whether it was just created. */
  onSaved: (product: AdminProduct, created: boolean) => void;
}

const FORM_FIELDS = new Set<string>(Object.keys(formValuesOf()));

/**
 * Every field of a product, in sections, checked by the contract's schema before it is sent
 * (POST /api/products/products or PUT /api/products/update/{id}); the server's answers about a
 * field (400 details, 409 SKU_TAKEN) appear beside it.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const idPrefix = useId();
  const save = useSaveProduct();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: formValuesOf(product),
  });
  const { handleSubmit, setError, control } = form;
  const productType = useWatch({ control, name: 'productType' });
  const [uploading, setUploading] = useState(false);
  const saving = save.isPending;
  const [savedPublicIds] = useState(
    () => new Set(product?.images.map((image) => image.publicId) ?? []),
  );

  // Images uploaded here that no saved product uses yet: deleted again if the form is left.
  const unsavedUploads = useRef(new Set<string>());
  useEffect(() => {
    const uploads = unsavedUploads.current;
    return () => {
      for (const publicId of uploads) deleteImage(publicId).catch(() => undefined);
    };
  }, []);
  const onUploaded = useCallback((publicId: string) => unsavedUploads.current.add(publicId), []);
  const onDiscarded = useCallback(
    (publicId: string) => unsavedUploads.current.delete(publicId),
    [],
  );

  const submit = async (output: ProductFormOutput) => {
    const uploads = [...unsavedUploads.current];
    // Once saved they belong to the product; cleared first, as the save re-renders the page.
    unsavedUploads.current.clear();
    try {
      const saved = product
        ? await save.mutateAsync({ id: product.id, input: updateOf(output, product) })
        : await save.mutateAsync({ input: output });
      toast.success(product ? 'Changes saved' : 'Product added', { description: saved.name });
      onSaved(saved, !product);
    } catch (error) {
      for (const publicId of uploads) unsavedUploads.current.add(publicId);
      const unplaced = showServerFieldErrors(error, (name, message, first) =>
        setError(name, { message }, { shouldFocus: first }),
      );
      toast.error(product ? 'Could not save the changes' : 'Could not add the product', {
        description: unplaced ?? 'See the fields marked below.',
      });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={product ? `Edit ${product.name}` : 'New product'}
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid content-start gap-5">
            <BasicsSection idPrefix={idPrefix} disabled={saving} />
            <DetailsSection idPrefix={idPrefix} disabled={saving} />
            {hasFragranceFields(productType) ? (
              <FragranceSection idPrefix={idPrefix} disabled={saving} />
            ) : null}
            {hasJewelryFields(productType) ? (
              <JewelrySection idPrefix={idPrefix} disabled={saving} />
            ) : null}
          </div>
          <div className="grid content-start gap-5">
            <PricingSection idPrefix={idPrefix} disabled={saving} />
            <ImagesSection
              idPrefix={idPrefix}
              disabled={saving}
              savedPublicIds={savedPublicIds}
              onUploaded={onUploaded}
              onDiscarded={onDiscarded}
              onBusyChange={setUploading}
            />
          </div>
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-end gap-2 border-t border-rule bg-paper/95 px-4 py-3 backdrop-blur-sm sm:-mx-8 sm:px-8">
          <Link to={adminSectionPath('products')} className={buttonClasses('ghost')}>
            {product ? 'Back to products' : 'Cancel'}
          </Link>
          <Button type="submit" disabled={saving || uploading}>
            {uploading
              ? 'Uploading images...'
              : saving
                ? 'Saving...'
                : product
                  ? 'Save changes'
                  : 'Add product'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The update for an edited product: every field, but the stock only when it was changed here
 * (orders move it meanwhile), and no empty pyramid where there was none (it would drop the
 * product's flat list of notes).
 */
function updateOf(output: ProductFormOutput, product: AdminProduct): UpdateProductPayload {
  const { stockQuantity, notesPyramid, ...rest } = output;
  return {
    ...rest,
    ...(stockQuantity !== undefined && stockQuantity !== product.stockQuantity
      ? { stockQuantity }
      : {}),
    ...(notesPyramid || product.notesPyramid ? { notesPyramid: notesPyramid ?? null } : {}),
  };
}

/**
 * Puts the server's per-field answers (400 VALIDATION_FAILED paths, 409 SKU_TAKEN) beside their
 * fields. Returns the message to show otherwise, or null when every problem has its field.
 */
function showServerFieldErrors(
  error: unknown,
  show: (name: Path<ProductFormValues>, message: string, first: boolean) => void,
): string | null {
  const fallback = errorMessage(error, 'Please try again.');
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'SKU_TAKEN') {
    show('sku', error.message, true);
    return null;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return fallback;
  let placed = 0;
  for (const issue of issues.data) {
    const [head = '', tier] = issue.path.split('.');
    const name =
      head === 'notesPyramid' && tier ? `notesPyramid.${tier}` : head === 'notes' ? null : head;
    if (name && FORM_FIELDS.has(head)) {
      show(name as Path<ProductFormValues>, issue.message, placed === 0);
      placed += 1;
    }
  }
  return placed === issues.data.length ? null : fallback;
}
