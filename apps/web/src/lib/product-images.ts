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

export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

export function sizedImage(publicId: string, size: Exclude<ImageSize, 'original'>): SizedImage {
  return { src: mediaUrl(publicId, size), ...IMAGE_SIZES[size] };
}

/** The card-size (400x320) picture of a product, or null when it has none. */
export function cardImage(product: ImageSource): SizedImage | null {
  const [first] = imagePublicIds(product);
  if (first) return sizedImage(first, 'card');
  if (product.imageUrl) return { src: product.imageUrl, ...IMAGE_SIZES.card };
  return null;
}
