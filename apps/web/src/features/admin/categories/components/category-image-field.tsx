import { UPLOAD_IMAGE_FORMATS, UPLOAD_MAX_BYTES } from '@attar/contracts';
import { ImageOff } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/**
 * What the form will do with the category's picture: keep the stored one, put a newly chosen
 * file in its place, or remove it.
 */
export type CategoryImageChoice =
  { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

const ACCEPT = UPLOAD_IMAGE_FORMATS.map((format) => `image/${format}`).join(',');
const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Why a chosen file cannot be sent, or null; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (!(ACCEPT.split(',') as string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP, AVIF, GIF or TIFF image.';
  if (file.size > UPLOAD_MAX_BYTES) return `Choose an image of at most ${MAX_MEGABYTES} MB.`;
  return null;
}

interface CategoryImageFieldProps {
  id: string;
  /** The picture stored now (a media URL), if any. */
  storedUrl: string | null;
  choice: CategoryImageChoice;
  onChange: (choice: CategoryImageChoice) => void;
  disabled?: boolean;
}

/** The category's picture: a preview, a file input, and a way to remove it. */
export function CategoryImageField({
  id,
  storedUrl,
  choice,
  onChange,
  disabled,
}: CategoryImageFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenFile = choice.kind === 'new' ? choice.file : null;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The chosen file is shown from memory, and let go of when it is replaced or the form closes.
  useEffect(() => {
    if (!chosenFile) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(chosenFile);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [chosenFile]);
  const shownUrl = choice.kind === 'new' ? previewUrl : choice.kind === 'keep' ? storedUrl : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = fileProblem(file);
    setProblem(reason);
    if (reason) {
      event.target.value = '';
      return;
    }
    onChange({ kind: 'new', file });
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setProblem(null);
    onChange(choice.kind === 'new' && storedUrl ? { kind: 'keep' } : { kind: 'remove' });
  };

  return (
    <Field
      id={id}
      label="Image"
      error={problem ?? undefined}
      hint={`JPEG, PNG, WebP, AVIF, GIF or TIFF, up to ${MAX_MEGABYTES} MB. Stored as WebP.`}
    >
      {(control) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex aspect-[5/4] w-32 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-rule bg-ivory-deep">
            {shownUrl ? (
              <img
                src={shownUrl}
                alt={choice.kind === 'new' ? 'Preview of the chosen image' : 'The current image'}
                className="size-full object-cover"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-stone">
                <ImageOff className="size-5" aria-hidden="true" />
                No image
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              disabled={disabled}
              onChange={choose}
              {...control}
              className="block min-h-11 w-full text-sm text-stone file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-soft file:border file:border-ink/80 file:bg-paper file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-ink hover:file:text-ivory"
            />
            {shownUrl ? (
              <Button
                variant="ghost"
                className="self-start px-3"
                disabled={disabled}
                onClick={remove}
              >
                {choice.kind === 'new' && storedUrl ? 'Keep the current image' : 'Remove image'}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
