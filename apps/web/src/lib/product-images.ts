import type { ImageSize, Product } from '@attar/contracts';
import { IMAGE_SIZES, mediaUrl } from '@attar/contracts';

type ImageSource = Pick<Product, 'images' | 'imageUrl' | 'imageUrls'>;

/** The public ids of a product's images, primary first. */
export function imagePublicIds(product: ImageSource): string[] {
  const fromImages = [...product.images]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((image) => image.publicId);
  return fromImages.length > 0 ? fromImages : product.imageUrls;
}

/** The spec's sizes, which the storefront lays out; the media service's others are srcset widths. */
export type LayoutSize = 'card' | 'detail' | 'thumb';

/**
 * The widths a browser may choose between for a layout size, narrowest first. The card gets
 * twice its width for high-density screens; the product picture a narrower one for phones.
 * Thumbs stay single: at 150 px the choice would save next to nothing.
 */
const SRCSET_SIZES: Partial<Record<LayoutSize, readonly Exclude<ImageSize, 'original'>[]>> = {
  card: ['card', 'card-large'],
  detail: ['detail-small', 'detail'],
};

export interface SizedImage {
  src: string;
  width: number;
  height: number;
  /** Set only for media-service images of a size with several widths. */
  srcSet?: string;
  /** The `sizes` the caller gave, kept only alongside a srcSet. */
  sizes?: string;
}

/**
 * A media-service image at a layout size: `src`, `width` and `height` are the spec size's (so
 * the layout never shifts), plus a srcset of the other widths and the caller's `sizes`, which
 * tells the browser how wide the picture is drawn at each viewport width.
 */
export function sizedImage(publicId: string, size: LayoutSize, sizes?: string): SizedImage {
  const image: SizedImage = { src: mediaUrl(publicId, size), ...IMAGE_SIZES[size] };
  const candidates = SRCSET_SIZES[size];
  if (!candidates) return image;
  return {
    ...image,
    srcSet: candidates
      .map((candidate) => `${mediaUrl(publicId, candidate)} ${IMAGE_SIZES[candidate].width}w`)
      .join(', '),
    ...(sizes ? { sizes } : {}),
  };
}

/** The card-size (400x320) picture of a product, or null when it has none. */
export function cardImage(product: ImageSource, sizes?: string): SizedImage | null {
  const [first] = imagePublicIds(product);
  if (first) return sizedImage(first, 'card', sizes);
  // A plain URL has no other widths to offer.
  if (product.imageUrl) return { src: product.imageUrl, ...IMAGE_SIZES.card };
  return null;
}
