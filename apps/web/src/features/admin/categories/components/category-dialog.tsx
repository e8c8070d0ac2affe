import {
  type AdminCategory,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  type CategoryUpdateInput,
  categoryCreateSchema,
  mediaUrl,
  PRODUCT_TYPES,
  type ProductType,
  validationIssueSchema,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useSaveCategory } from '@/api/categories';
import { deleteImage, uploadImage } from '@/api/media';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';
import { PRODUCT_TYPE_LABELS } from '../product-type-labels';
import { type CategoryImageChoice, CategoryImageField } from './category-image-field';

interface FormValues {
  name: string;
  description: string;
  productType: ProductType | '';
}

// The server's own rules and messages for the fields typed here; the image is handled apart.
const formSchema = categoryCreateSchema
  .pick({ name: true, description: true })
  .extend({ productType: z.enum(PRODUCT_TYPES, { error: 'Choose a product type.' }) });
type FormOutput = z.output<typeof formSchema>;
const resolver = zodFormResolver<FormValues, FormOutput>(formSchema);
const FIELDS = ['name', 'description', 'productType'] as const;

interface CategoryDialogProps {
  /** The category being edited; a new one without it. */
  category?: AdminCategory;
  onClose: () => void;
}

/**
 * Adds or edits a category in a dialog. A newly chosen picture is uploaded first (POST
 * /api/upload/images) and the category saved with its `imagePublicId`.
 */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const formId = useId();
  const save = useSaveCategory();
  const [image, setImage] = useState<CategoryImageChoice>({ kind: 'keep' });
  const [uploading, setUploading] = useState(false);
  const busy = uploading || save.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      productType: category?.productType ?? '',
    },
  });
  const storedUrl = category?.imagePublicId
    ? mediaUrl(category.imagePublicId, 'card')
    : (category?.imageUrl ?? null);
  const verb = category ? 'save' : 'add';

  const submit = async (values: FormOutput) => {
    // undefined: the picture stays as it is.
    let imagePublicId: string | null | undefined =
      image.kind === 'remove' ? null : category ? undefined : null;
    let uploaded: string | null = null;
    if (image.kind === 'new') {
      setUploading(true);
      try {
        uploaded = (await uploadImage(image.file, { folder: 'categories' })).publicId;
        imagePublicId = uploaded;
      } catch (error) {
        toast.error(errorMessage(error, 'Upload failed'));
        return;
      } finally {
        setUploading(false);
      }
    }
    try {
      const saved = category
        ? await save.mutateAsync({
            id: category.id,
            input: {
              ...values,
              ...(imagePublicId !== undefined ? { imagePublicId } : {}),
            } satisfies CategoryUpdateInput,
          })
        : await save.mutateAsync({ input: { ...values, imagePublicId: imagePublicId ?? null } });
      toast.success(category ? 'Category saved' : 'Category added', { description: saved.name });
      onClose();
    } catch (error) {
      // The upload is of no use to a category that was not saved.
      if (uploaded) deleteImage(uploaded).catch(() => undefined);
      showServerFieldErrors(error, (name, message) => setError(name, { message }));
      toast.error(`Could not ${verb} the category`, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={category ? 'Edit category' : 'Add category'}
        description={
          category
            ? `Slug: ${category.slug}. It stays as it is, so links to the category keep working.`
            : 'The slug in its links is made from the name.'
        }
        size="lg"
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {uploading
                ? 'Uploading image...'
                : save.isPending
                  ? 'Saving...'
                  : category
                    ? 'Save changes'
                    : 'Add category'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid gap-4"
        >
          <TextField
            id={`${formId}-name`}
            label="Name"
            autoComplete="off"
            maxLength={CATEGORY_NAME_MAX}
            error={errors.name?.message}
            disabled={busy}
            {...register('name')}
          />
          <Field
            id={`${formId}-type`}
            label="Product type"
            error={errors.productType?.message}
            hint="Which listing its products belong to."
          >
            {(control) => (
              <Select {...control} disabled={busy} className="w-full" {...register('productType')}>
                <option value="" disabled>
                  Choose a type
                </option>
                {PRODUCT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PRODUCT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            id={`${formId}-description`}
            label="Description (optional)"
            error={errors.description?.message}
            hint={`Shown under the category's name in the store; up to ${CATEGORY_DESCRIPTION_MAX} characters.`}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={CATEGORY_DESCRIPTION_MAX}
                disabled={busy}
                {...register('description')}
              />
            )}
          </Field>
          <CategoryImageField
            id={`${formId}-image`}
            storedUrl={storedUrl}
            choice={image}
            onChange={setImage}
            disabled={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The server's per-field answers (400 VALIDATION_FAILED, 409 CATEGORY_NAME_TAKEN) beside their fields. */
function showServerFieldErrors(
  error: unknown,
  show: (name: (typeof FIELDS)[number], message: string) => void,
): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'CATEGORY_NAME_TAKEN') {
    show('name', error.message);
    return;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = FIELDS.find((field) => field === issue.path.split('.').pop());
    if (name) show(name, issue.message);
  }
}
