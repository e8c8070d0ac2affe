import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  mediaUrl,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_MAX_DIMENSION,
  type UploadOptions,
  type UploadResult,
} from '@attar/contracts';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as repo from './media.repository.js';
import { originalPath, removeImageFiles, writeAtomically } from './media.service.js';

type UploadFormat = (typeof UPLOAD_IMAGE_FORMATS)[number];

/** The format of the file's bytes, if it is one we take (sharp calls AVIF "heif" with AV1). */
function uploadFormatOf(metadata: Metadata): UploadFormat | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  const format: string = metadata.format;
  return (UPLOAD_IMAGE_FORMATS as readonly string[]).includes(format)
    ? (format as UploadFormat)
    : null;
}

const unsupported = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF image.',
  );

/**
 * Checks an uploaded file by its bytes, re-encodes it to WebP (turned upright by its EXIF
 * orientation, every metadata block dropped) under a new random public id, and records it.
 */
export async function storeUpload(
  db: Db,
  mediaDir: string,
  file: Buffer,
  options: UploadOptions,
): Promise<UploadResult> {
  const metadata = await sharp(file)
    .metadata()
    .catch(() => null);
  if (!metadata || !uploadFormatOf(metadata)) throw unsupported();
  // Upright size (orientation 5-8 swaps the two); an animation counts one frame, which is
  // also all that is kept of it.
  const { width, height } = metadata.autoOrient;
  if (width > UPLOAD_MAX_DIMENSION || height > UPLOAD_MAX_DIMENSION) {
    throw new AppError(
      400,
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `The image is ${width}x${height} pixels; the largest we accept is ${UPLOAD_MAX_DIMENSION}x${UPLOAD_MAX_DIMENSION}.`,
    );
  }
  const encoded = await sharp(file, {
    limitInputPixels: UPLOAD_MAX_DIMENSION * UPLOAD_MAX_DIMENSION,
  })
    .autoOrient()
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError(
        400,
        'MALFORMED_REQUEST',
        'The image file is damaged or incomplete. Try exporting it again.',
      );
    });

  const publicId = `${options.folder ?? 'up'}-${randomBytes(8).toString('hex')}`;
  const path = originalPath(mediaDir, publicId);
  await writeAtomically(path, encoded.data);
  try {
    await repo.insertAsset(db, {
      publicId,
      format: 'webp',
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.info.size,
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return {
    publicId,
    url: mediaUrl(publicId, 'original'),
    width: encoded.info.width,
    height: encoded.info.height,
    format: 'webp',
  };
}

function usageText(usage: { products: number; categories: number }): string {
  const parts: string[] = [];
  if (usage.products) parts.push(`${usage.products} product${usage.products === 1 ? '' : 's'}`);
  if (usage.categories)
    parts.push(`${usage.categories} ${usage.categories === 1 ? 'category' : 'categories'}`);
  return parts.join(' and ');
}

/**
 * Deletes an image that nothing uses any more: its row, then its files. 404 when unknown, 409
 * while a product or category still shows it.
 */
export async function deleteUpload(db: Db, mediaDir: string, publicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockAsset(tx, publicId))) throw notFound('Image');
    const usage = await repo.usageOf(tx, publicId);
    if (usage.products > 0 || usage.categories > 0) {
      throw new AppError(
        409,
        'CONFLICT',
        `This image is still used by ${usageText(usage)}. Remove it from them first.`,
        usage,
      );
    }
    await repo.deleteAsset(tx, publicId);
  });
  await removeImageFiles(mediaDir, publicId);
}
