import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SIZES, type ImageSize } from '@attar/contracts';
import sharp from 'sharp';
import { notFound } from '../../lib/errors.js';

export const PUBLIC_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,119}$/;

export function originalPath(mediaDir: string, publicId: string): string {
  return join(mediaDir, 'original', `${publicId}.webp`);
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * An image at one of the spec's sizes, resized from the original on first request and kept
 * on disk, so each size is computed once per image.
 */
export async function renderImage(mediaDir: string, publicId: string, size: ImageSize): Promise<Buffer> {
  if (size === 'original') {
    const original = await readIfExists(originalPath(mediaDir, publicId));
    if (!original) throw notFound('Image');
    return original;
  }
  const cached = join(mediaDir, 'cache', size, `${publicId}.webp`);
  const hit = await readIfExists(cached);
  if (hit) return hit;
  const original = await readIfExists(originalPath(mediaDir, publicId));
  if (!original) throw notFound('Image');
  const { width, height } = IMAGE_SIZES[size];
  const resized = await sharp(original)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  await mkdir(join(mediaDir, 'cache', size), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, resized);
  await rename(temporary, cached);
  return resized;
}
