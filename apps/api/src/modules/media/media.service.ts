import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZES, type ImageSize } from '@attar/contracts';
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

/** Every upload and seed image is kept once, as WebP, under this path. */
export function originalPath(mediaDir: string, publicId: string): string {
  return join(mediaDir, 'original', `${publicId}.webp`);
}

function cachedPath(
  mediaDir: string,
  size: ImageSize,
  publicId: string,
  format: DeliveryFormat,
): string {
  return join(mediaDir, 'cache', size, `${publicId}.${format}`);
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes then renames, so that a concurrent reader never sees half a file. */
export async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * An image at one of the spec's sizes and in the given format, made from the original on
 * first request and kept on disk, so each size and format is computed once per image.
 */
export async function renderImage(
  mediaDir: string,
  publicId: string,
  size: ImageSize,
  format: DeliveryFormat = 'webp',
): Promise<Buffer> {
  if (size === 'original' && format === 'webp') {
    const original = await readIfExists(originalPath(mediaDir, publicId));
    if (!original) throw notFound('Image');
    return original;
  }
  const cached = cachedPath(mediaDir, size, publicId, format);
  const hit = await readIfExists(cached);
  if (hit) return hit;
  const original = await readIfExists(originalPath(mediaDir, publicId));
  if (!original) throw notFound('Image');
  let image = sharp(original);
  if (size !== 'original') {
    const { width, height } = IMAGE_SIZES[size];
    image = image.resize(width, height, { fit: 'cover', position: 'attention' });
  }
  const rendered = await (
    format === 'avif' ? image.avif({ quality: 50 }) : image.webp({ quality: 80 })
  ).toBuffer();
  await writeAtomically(cached, rendered);
  return rendered;
}

/** Removes an image's original and every cached size and format of it. */
export async function removeImageFiles(mediaDir: string, publicId: string): Promise<void> {
  const paths = [originalPath(mediaDir, publicId)];
  for (const size of DELIVERY_SIZES) {
    for (const format of DELIVERY_FORMATS) paths.push(cachedPath(mediaDir, size, publicId, format));
  }
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
