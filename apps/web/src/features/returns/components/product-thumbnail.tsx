import { mediaUrl } from '@attar/contracts';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** An image reference as the API gives it: a delivery URL, or an image-service public id. */
export function thumbnailSource(reference: string | null | undefined): string | null {
  if (!reference) return null;
  return /^(\/|https?:|data:|blob:)/.test(reference) ? reference : mediaUrl(reference, 'thumb');
}

interface ProductThumbnailProps {
  /** A URL or a public id; nothing shows the placeholder. */
  image: string | null | undefined;
  /** The product's name, or empty when the picture only repeats a name shown beside it. */
  alt: string;
  className?: string;
}

/** A small square picture of a product; "No Image" in its place when it has none or it fails to load. */
export function ProductThumbnail({ image, alt, className }: ProductThumbnailProps) {
  const src = thumbnailSource(image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn(
    'size-16 shrink-0 overflow-hidden rounded-soft border border-rule bg-ivory-deep sm:size-20',
    className,
  );
  if (!src || failedSrc === src) {
    return (
      <div
        className={cn(
          box,
          'flex items-center justify-center p-1 text-center text-[0.7rem] leading-tight text-stone',
        )}
      >
        No Image
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        width={150}
        height={150}
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
