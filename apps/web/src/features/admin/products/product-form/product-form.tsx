import type { AdminProduct, UpdateProductPayload } from '@attar/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { deleteImage } from '@/api/media';
import { useGiftSetComponents } from '@/api/gift-sets';
import { useSaveProduct, useSaveProductWithVariants } from '@/api/product-admin';
import { Button, buttonClasses } from '@/components/ui/button';
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
import { GiftSetSection } from './gift-set-section';
import { ImagesSection } from './images-section';
import { JewelrySection } from './jewelry-section';
import { PricingSection } from './pricing-section';
import { showServerFieldErrors } from './server-errors';
import { MIRRORED_FIELDS } from './variants/variant-rows';
import { VariantsSection } from './variants/variants-section';

interface ProductFormProps {
  /** The product being edited; a new one without it. */
  product?: AdminProduct;
  /** After a save: the product as stored, and whether it was just created. */
  onSaved: (product: AdminProduct, created: boolean) => void;
}

/**
 * Every field of a product, in sections, checked by the contract's schema before it is sent
 * (POST /api/products/products or PUT /api/products/update/{id}); the server's answers about a
 * field (400 details, 409 SKU_TAKEN) appear beside it. A product of several sizes saves its own
 * fields and then its variants (PUT /api/admin/products/{id}/variants), whose errors land on
 * their rows.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const idPrefix = useId();
  const save = useSaveProduct();
  const saveWithVariants = useSaveProductWithVariants();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: productFormResolver,
    defaultValues: formValuesOf(product),
  });
  const { handleSubmit, setError, control } = form;
  const productType = useWatch({ control, name: 'productType' });
  // A gift set made of components has the stock they allow, none of its own to edit (decision
  // 0060): its stock field gives way to that figure, and is never sent.
  const setComponents = useGiftSetComponents(
    product && productType === 'GIFT_SET' ? product.id : null,
  );
  const stockFromSet =
    productType === 'GIFT_SET' && setComponents.data && setComponents.data.components.length > 0
      ? setComponents.data.stockQuantity
      : undefined;
  const [uploading, setUploading] = useState(false);
  const saving = save.isPending || saveWithVariants.isPending;
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
    const { variants, ...fields } = output;
    try {
      const saved =
        product && variants
          ? await saveWithVariants.mutateAsync({
              id: product.id,
              input: withoutMirrored(updateOf(fields, product, stockFromSet !== undefined)),
              variants,
            })
          : product
            ? await save.mutateAsync({
                id: product.id,
                input: updateOf(fields, product, stockFromSet !== undefined),
              })
            : await save.mutateAsync({ input: fields });
      toast.success(product ? 'Changes saved' : 'Product added', { description: saved.name });
      // The rows added now have ids: the form takes them at once, so that saving again changes
      // those variants rather than adding them twice (the page starts the form again only when
      // the product's updatedAt moves).
      if (variants) form.reset(formValuesOf(saved));
      onSaved(saved, !product);
    } catch (error) {
      for (const publicId of uploads) unsavedUploads.current.add(publicId);
      const unplaced = showServerFieldErrors(
        error,
        (name, message, first) => setError(name, { message }, { shouldFocus: first }),
        form.getValues('variants'),
        hasJewelryFields(form.getValues('productType')),
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
            <PricingSection idPrefix={idPrefix} disabled={saving} stockFromSet={stockFromSet} />
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
        <VariantsSection
          idPrefix={idPrefix}
          disabled={saving}
          storedVariants={product?.variants}
          className="mt-5"
        />
        {productType === 'GIFT_SET' ? (
          <GiftSetSection productId={product?.id} disabled={saving} className="mt-5" />
        ) : null}
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
 * (orders move it meanwhile) and is the product's own (not a gift set's made of components), and
 * no empty pyramid where there was none (it would drop the product's flat list of notes).
 */
function updateOf(
  output: Omit<ProductFormOutput, 'variants'>,
  product: AdminProduct,
  stockFromSet: boolean,
): UpdateProductPayload {
  const { stockQuantity, notesPyramid, ...rest } = output;
  return {
    ...rest,
    ...(!stockFromSet && stockQuantity !== undefined && stockQuantity !== product.stockQuantity
      ? { stockQuantity }
      : {}),
    ...(notesPyramid || product.notesPyramid ? { notesPyramid: notesPyramid ?? null } : {}),
  };
}

/** A product of several sizes: the fields its default variant holds come from its rows instead. */
function withoutMirrored(update: UpdateProductPayload): UpdateProductPayload {
  const rest: Record<string, unknown> = { ...update };
  for (const field of MIRRORED_FIELDS) delete rest[field];
  return rest as UpdateProductPayload;
}
