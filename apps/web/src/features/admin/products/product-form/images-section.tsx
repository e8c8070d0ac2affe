import {
  mediaUrl,
  PRODUCT_IMAGES_MAX,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_MAX_BYTES,
} from '@attar/contracts';
import { ChevronLeft, ChevronRight, LoaderCircle, Star, Trash2, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { deleteImage, UPLOAD_FAILED, uploadImage } from '@/api/media';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import type { ProductFormValues } from './form-values';
import { FormSection } from './form-section';

const ACCEPT = UPLOAD_IMAGE_FORMATS.map((format) => `image/${format}`).join(',');
const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** A file on its way up, or one the server turned down. */
interface PendingUpload {
  key: number;
  name: string;
  error: string | null;
}

interface ImagesSectionProps {
  idPrefix: string;
  disabled: boolean;
  /** The images the stored product shows: removing one only detaches it (history may need it). */
  savedPublicIds: ReadonlySet<string>;
  /** A new upload joined the form; the form deletes it again if the product is never saved. */
  onUploaded: (publicId: string) => void;
  /** A new upload was deleted on the server. */
  onDiscarded: (publicId: string) => void;
  /** Whether an upload is under way (the form waits for it before saving). */
  onBusyChange: (busy: boolean) => void;
}

/** Why a chosen file cannot be sent, or null; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (!ACCEPT.split(',').includes(file.type))
    return 'Not a JPEG, PNG, WebP, AVIF, GIF or TIFF image.';
  if (file.size > UPLOAD_MAX_BYTES) return `Larger than ${MAX_MEGABYTES} MB.`;
  return null;
}

/**
 * The product's pictures: several uploaded at once (each through POST /api/upload/images, with
 * its own pending state), put in order, one chosen as primary, and removed.
 */
export function ImagesSection({
  idPrefix,
  disabled,
  savedPublicIds,
  onUploaded,
  onDiscarded,
  onBusyChange,
}: ImagesSectionProps) {
  const inputId = useId();
  const {
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ProductFormValues>();
  const [ids, primary] = useWatch({ control, name: ['imagePublicIds', 'primaryPublicId'] });
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const nextKey = useRef(0);
  const uploading = pending.some((upload) => upload.error === null);

  useEffect(() => onBusyChange(uploading), [uploading, onBusyChange]);

  const setImages = (nextIds: string[], nextPrimary: string | null) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('imagePublicIds', nextIds, options);
    setValue('primaryPublicId', nextPrimary, options);
  };

  const upload = async (file: File) => {
    const key = nextKey.current++;
    const problem = fileProblem(file);
    setPending((list) => [...list, { key, name: file.name, error: problem }]);
    if (problem) return;
    try {
      const { publicId } = await uploadImage(file, { folder: 'products' });
      onUploaded(publicId);
      const current = getValues('imagePublicIds');
      setImages([...current, publicId], getValues('primaryPublicId') ?? publicId);
      setPending((list) => list.filter((item) => item.key !== key));
    } catch (error) {
      const message = errorMessage(error, UPLOAD_FAILED);
      setPending((list) =>
        list.map((item) => (item.key === key ? { ...item, error: message } : item)),
      );
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = PRODUCT_IMAGES_MAX - ids.length - pending.filter((item) => !item.error).length;
    if (files.length > room) {
      toast.error(`A product has at most ${PRODUCT_IMAGES_MAX} images`, {
        description:
          room > 0 ? `Only the first ${room} of the chosen files are added.` : 'Remove one first.',
      });
    }
    for (const file of files.slice(0, Math.max(room, 0))) void upload(file);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setImages(next, primary);
  };

  const remove = async (publicId: string) => {
    // A stored image is only detached: its history entries may put it back.
    if (!savedPublicIds.has(publicId)) {
      setRemoving(publicId);
      try {
        await deleteImage(publicId);
        onDiscarded(publicId);
      } catch (error) {
        toast.error(errorMessage(error, 'Delete failed'));
        return;
      } finally {
        setRemoving(null);
      }
    }
    const next = getValues('imagePublicIds').filter((id) => id !== publicId);
    const currentPrimary = getValues('primaryPublicId');
    setImages(next, currentPrimary === publicId ? (next[0] ?? null) : currentPrimary);
  };

  const listError =
    errors.imagePublicIds?.message ??
    (Array.isArray(errors.imagePublicIds)
      ? (errors.imagePublicIds as ({ message?: string } | undefined)[]).find(
          (item) => item?.message,
        )?.message
      : undefined) ??
    errors.primaryPublicId?.message;

  return (
    <FormSection
      title="Images"
      description={`Up to ${PRODUCT_IMAGES_MAX}, shown in this order; the primary one leads on cards.`}
    >
      {ids.length > 0 || pending.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2"
          aria-label="Product images"
        >
          {ids.map((publicId, index) => {
            const isPrimary = publicId === (primary ?? ids[0]);
            const label = `image ${index + 1}`;
            return (
              <li
                key={publicId}
                className="overflow-hidden rounded-soft border border-rule bg-ivory"
              >
                <div className="aspect-square bg-ivory-deep">
                  <img
                    src={mediaUrl(publicId, 'thumb')}
                    alt={`Image ${index + 1} of ${ids.length}${isPrimary ? ', primary' : ''}`}
                    width={150}
                    height={150}
                    className="size-full object-cover"
                  />
                </div>
                <div className="flex items-center justify-between px-0.5">
                  <div className="flex">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${label} left`}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ChevronLeft className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${label} right`}
                      disabled={disabled || index === ids.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ChevronRight className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${label}`}
                    className="text-danger hover:bg-danger/10"
                    disabled={disabled || removing !== null}
                    onClick={() => void remove(publicId)}
                  >
                    {removing === publicId ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                  </Button>
                </div>
                {isPrimary ? (
                  <p className="flex min-h-11 items-center justify-center gap-1.5 border-t border-rule bg-gold-soft/50 text-xs font-medium text-gold-deep">
                    <Star className="size-3.5 fill-current" aria-hidden="true" />
                    Primary image
                  </p>
                ) : (
                  <Button
                    variant="ghost"
                    className="w-full rounded-none border-t border-rule px-2 text-xs"
                    aria-label={`Make ${label} primary`}
                    disabled={disabled}
                    onClick={() => setImages(ids, publicId)}
                  >
                    <Star className="size-3.5" aria-hidden="true" />
                    Make primary
                  </Button>
                )}
              </li>
            );
          })}
          {pending.map((item) => (
            <li
              key={`pending-${item.key}`}
              className="flex flex-col rounded-soft border border-dashed border-rule bg-ivory p-3 text-xs"
            >
              {item.error === null ? (
                <p
                  role="status"
                  className="flex flex-1 flex-col items-center justify-center gap-2 text-center text-stone"
                >
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                  <span>
                    Uploading <span className="break-all">{item.name}</span>...
                  </span>
                </p>
              ) : (
                <>
                  <p role="alert" className="flex flex-1 flex-col gap-1 text-danger">
                    <TriangleAlert className="size-4" aria-hidden="true" />
                    <span className="break-all text-ink">{item.name}</span>
                    {item.error}
                  </p>
                  <Button
                    variant="ghost"
                    className="mt-2 px-2 text-xs"
                    onClick={() =>
                      setPending((list) => list.filter((other) => other.key !== item.key))
                    }
                  >
                    Dismiss
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone">No images yet; the store shows a placeholder.</p>
      )}
      <div>
        <label htmlFor={`${idPrefix}-${inputId}`} className="mb-1.5 block text-sm font-medium">
          Add images
        </label>
        <input
          id={`${idPrefix}-${inputId}`}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={disabled || ids.length >= PRODUCT_IMAGES_MAX}
          onChange={choose}
          aria-describedby={`${idPrefix}-images-hint`}
          className="block min-h-11 w-full text-sm text-stone file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-soft file:border file:border-ink/80 file:bg-paper file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-ink hover:file:text-ivory"
        />
        <p id={`${idPrefix}-images-hint`} className="mt-1.5 text-xs text-stone">
          JPEG, PNG, WebP, AVIF, GIF or TIFF, up to {MAX_MEGABYTES} MB each. Stored as WebP.
        </p>
        <FieldError id={`${idPrefix}-images-error`} message={listError} />
      </div>
    </FormSection>
  );
}
