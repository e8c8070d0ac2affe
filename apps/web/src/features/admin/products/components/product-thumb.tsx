import { mediaUrl } from '@attar/contracts';
import { ImageOff } from 'lucide-react';
import type { AdminProduct } from '@attar/contracts';

/** A product's primary picture at thumbnail size, or a quiet placeholder. */
export function ProductThumb({ product }: { product: Pick<AdminProduct, 'images' | 'imageUrl'> }) {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  const src = primary ? mediaUrl(primary.publicId, 'thumb') : product.imageUrl;
  return (
    <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-rule bg-ivory-deep">
      {src ? (
        <img
          src={src}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff className="size-4 text-stone" aria-hidden="true" />
      )}
    </div>
  );
}
