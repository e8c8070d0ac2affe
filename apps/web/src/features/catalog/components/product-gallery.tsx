import type { Product } from '@attar/contracts';
import { useState } from 'react';
import { ProductArt } from '@/components/product-art';
import { cn } from '@/lib/cn';
import { imagePublicIds, sizedImage } from '@/lib/product-images';

type GalleryProduct = Pick<Product, 'name' | 'images' | 'imageUrl' | 'imageUrls' | 'productType'>;

interface ProductGalleryProps {
  product: GalleryProduct;
  /** The main picture's `sizes`: how wide the gallery is drawn in the page's layout. */
  sizes: string;
  /** An image to show first, as it changes: the chosen variant's picture. */
  focusId?: string | null;
}

/** The detail image (800x800, 480 wide for phones) with 150x150 thumbnails to switch between views. */
export function ProductGallery({ product, sizes, focusId = null }: ProductGalleryProps) {
  const own = imagePublicIds(product);
  // A variant's picture is one of the product's; should it not be, it still leads.
  const ids = focusId && !own.includes(focusId) ? [focusId, ...own] : own;
  const [active, setActive] = useState(() => (focusId ? ids.indexOf(focusId) : 0));
  // A newly chosen variant brings its picture forward (set while rendering, so no frame shows
  // the old one); a variant without one leaves the shopper's view as it is.
  const [shownFocus, setShownFocus] = useState(focusId);
  if (focusId !== shownFocus) {
    setShownFocus(focusId);
    if (focusId) setActive(ids.indexOf(focusId));
  }
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const current = ids[active] ?? ids[0];
  const markFailed = (id: string) => setFailed((previous) => new Set(previous).add(id));

  const main =
    current && !failed.has(current) ? (
      <img
        {...sizedImage(current, 'detail', sizes)}
        alt={ids.length > 1 ? `${product.name}, view ${active + 1} of ${ids.length}` : product.name}
        fetchPriority="high"
        onError={() => markFailed(current)}
        className="size-full object-cover"
      />
    ) : (
      <ProductArt kind={product.productType} label={product.name} />
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="aspect-square overflow-hidden rounded-card bg-ivory-deep">{main}</div>
      {ids.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Product images">
          {ids.map((id, index) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show image ${index + 1} of ${ids.length}`}
                aria-pressed={index === active}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-soft border-2',
                  index === active ? 'border-gold-deep' : 'border-transparent hover:border-rule',
                )}
              >
                {failed.has(id) ? (
                  <ProductArt kind={product.productType} />
                ) : (
                  <img
                    {...sizedImage(id, 'thumb')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    onError={() => markFailed(id)}
                    className="size-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
