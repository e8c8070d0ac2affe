import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZES, type ImageSize, UPLOAD_MAX_DIMENSION } from '@attar/contracts';
import sharp from 'sharp';
import { notFound } from '../../lib/errors.js';

/** What delivery encodes to: AVIF where the browser takes it, WebP otherwise. */
export type DeliveryFormat = 'webp' | 'avif';
export const CONTENT_TYPES: Record<DeliveryFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};
const DELIVERY_SIZES: ImageSize[] = ['card', 'detail', 'thumb', 'original'];
const DELIVERY_FORMATS: DeliveryFormat[] = ['webp', 'avif'];

/** Longest side of the `original` delivery size; uploads are stored no larger than this. */
export const ORIGINAL_MAX_DIMENSION = 2000;

export interface Variant {
  size: ImageSize;
  format: DeliveryFormat;
}

/**
 * Every variant kept in the cache, in the order shoppers meet them: grid cards, then the
 * product page, then the cart. The original as WebP is the stored file itself.
 */
export const CACHED_VARIANTS: readonly Variant[] = [
  { size: 'card', format: 'avif' },
  { size: 'card', format: 'webp' },
  { size: 'detail', format: 'avif' },
  { size: 'detail', format: 'webp' },
  { size: 'thumb', format: 'avif' },
  { size: 'thumb', format: 'webp' },
  { size: 'original', format: 'avif' },
];

// AVIF's default effort (4) took 42 s of CPU for one 2000x2000 picture; effort 2 costs about a
// sixth of that for files some 10% larger.
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 80 } as const;

/** Every upload and seed image is kept once, as WebP, under this path. */
export function originalPath(mediaDir: string, publicId: string): string {
  return join(mediaDir, 'original', `${publicId}.webp`);
}

export function cachedPath(mediaDir: string, publicId: string, variant: Variant): string {
  return join(mediaDir, 'cache', variant.size, `${publicId}.${variant.format}`);
}

export function isStoredOriginal(variant: Variant): boolean {
  return variant.size === 'original' && variant.format === 'webp';
}

export async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function fileExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The stored original of an image; 404 when there is none. */
export async function readOriginal(mediaDir: string, publicId: string): Promise<Buffer> {
  const original = await readIfExists(originalPath(mediaDir, publicId));
  if (!original) throw notFound('Image');
  return original;
}

/** Writes then renames, so that a concurrent reader never sees half a file. */
export async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
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

/** Renders and stores every cached variant of an image, one after another. */
export async function renderAllVariants(
  mediaDir: string,
  publicId: string,
  original: Buffer,
): Promise<void> {
  for (const variant of CACHED_VARIANTS) {
    await writeAtomically(
      cachedPath(mediaDir, publicId, variant),
      await encodeVariant(original, variant),
    );
  }
}

/** Removes an image's original and every cached size and format of it. */
export async function removeImageFiles(mediaDir: string, publicId: string): Promise<void> {
  const paths = [originalPath(mediaDir, publicId)];
  for (const size of DELIVERY_SIZES) {
    for (const format of DELIVERY_FORMATS)
      paths.push(cachedPath(mediaDir, publicId, { size, format }));
  }
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
