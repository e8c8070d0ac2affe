import {
  DELIVERY_IMAGE_SIZES,
  IMAGE_SIZES,
  type ImageSize,
  UPLOAD_MAX_DIMENSION,
} from '@attar/contracts';
import sharp from 'sharp';
import { notFound } from '../../lib/errors.js';
import { originalKey, variantKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

/** What delivery encodes to: AVIF where the browser takes it, WebP otherwise. */
export type DeliveryFormat = 'webp' | 'avif';
export const CONTENT_TYPES: Record<DeliveryFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};
const DELIVERY_FORMATS: DeliveryFormat[] = ['webp', 'avif'];

/** Longest side of the `original` delivery size; uploads are stored no larger than this. */
export const ORIGINAL_MAX_DIMENSION = 2000;

export interface Variant {
  size: ImageSize;
  format: DeliveryFormat;
}

/**
 * Every variant rendered ahead of delivery, in the order the image-variants job makes them: the
 * WebP of each size first (a fraction of a second for all five), so that delivery has a picture
 * of the right size to stand in for an AVIF not made yet (decision 0046), then the AVIFs. Each
 * in the order shoppers meet them: grid cards (and their srcset's wider one), the product page
 * (and its phone width), the cart. The original as WebP is the stored file itself.
 */
export const CACHED_VARIANTS: readonly Variant[] = [
  { size: 'card', format: 'webp' },
  { size: 'card-large', format: 'webp' },
  { size: 'detail', format: 'webp' },
  { size: 'detail-small', format: 'webp' },
  { size: 'thumb', format: 'webp' },
  { size: 'card', format: 'avif' },
  { size: 'card-large', format: 'avif' },
  { size: 'detail', format: 'avif' },
  { size: 'detail-small', format: 'avif' },
  { size: 'thumb', format: 'avif' },
  { size: 'original', format: 'avif' },
];

// AVIF's default effort (4) took 42 s of CPU for one 2000x2000 picture; effort 2 costs about a
// sixth of that for files some 10% larger.
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 80 } as const;

export function isStoredOriginal(variant: Variant): boolean {
  return variant.size === 'original' && variant.format === 'webp';
}

/** The stored original of an image; 404 when there is none. */
export async function readOriginal(storage: MediaStorage, publicId: string): Promise<Buffer> {
  const original = await storage.get(originalKey(publicId));
  if (!original) throw notFound('Image');
  return original;
}

/** Encodes one variant of an original. This is the costly step: callers keep the result. */
export async function encodeVariant(original: Buffer, variant: Variant): Promise<Buffer> {
  // Originals stored before uploads were scaled down may be up to the upload limit.
  let image = sharp(original, { limitInputPixels: UPLOAD_MAX_DIMENSION * UPLOAD_MAX_DIMENSION });
  if (variant.size === 'original') {
    image = image.resize(ORIGINAL_MAX_DIMENSION, ORIGINAL_MAX_DIMENSION, {
      fit: 'inside',
      withoutEnlargement: true,
    });
  } else {
    const { width, height } = IMAGE_SIZES[variant.size];
    image = image.resize(width, height, { fit: 'cover', position: 'attention' });
  }
  return (variant.format === 'avif' ? image.avif(AVIF) : image.webp(WEBP)).toBuffer();
}

/** Every key an image may have: its original and each size and format rendered of it. */
export function imageKeys(publicId: string): string[] {
  const keys = [originalKey(publicId)];
  for (const size of DELIVERY_IMAGE_SIZES) {
    for (const format of DELIVERY_FORMATS) keys.push(variantKey(publicId, { size, format }));
  }
  return keys;
}

/** Removes an image's original and every rendered size and format of it. */
export async function removeImageFiles(storage: MediaStorage, publicId: string): Promise<void> {
  await storage.delete(imageKeys(publicId));
}
