import { randomBytes } from 'node:crypto';
import {
  mediaUrl,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_MAX_DIMENSION,
  type UploadOptions,
  type UploadResult,
} from '@attar/contracts';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueImageVariants } from './image-variants.job.js';
import { originalKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';
import * as repo from './media.repository.js';
import { ORIGINAL_MAX_DIMENSION, removeImageFiles } from './media.service.js';

/** What storing and deleting images needs of the app: where files go, and the job queue. */
export interface ImageStore {
  media: MediaStorage;
  jobs: JobQueue;
}

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
 * orientation, every metadata block dropped, at most ORIGINAL_MAX_DIMENSION on its longer
 * side) under a new random public id, and records it with a job that renders its delivery
 * sizes (until the job has made one, delivery answers with a stand-in: decision 0046).
 */
export async function storeUpload(
  db: Db,
  { media, jobs }: ImageStore,
  file: Buffer,
  options: UploadOptions,
  requestId?: string,
): Promise<UploadResult> {
  // The header alone is read here, so a picture claiming more pixels than sharp's own limit
  // still gets its size named instead of passing for "not an image".
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !uploadFormatOf(metadata)) throw unsupported();
  // Upright size (orientation 5-8 swaps the two); an animation counts one frame, which is
  // also all that is kept of it.
  const { width, height } = metadata.autoOrient;
  if (width > UPLOAD_MAX_DIMENSION || height > UPLOAD_MAX_DIMENSION) {
    throw new AppError(
      422,
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `The image is ${width}x${height} pixels; the largest we accept is ${UPLOAD_MAX_DIMENSION}x${UPLOAD_MAX_DIMENSION} pixels.`,
    );
  }
  const encoded = await sharp(file, {
    limitInputPixels: UPLOAD_MAX_DIMENSION * UPLOAD_MAX_DIMENSION,
  })
    .autoOrient()
    .resize(ORIGINAL_MAX_DIMENSION, ORIGINAL_MAX_DIMENSION, {
      fit: 'inside',
      withoutEnlargement: true,
    })
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
  // Stored before the row: a row never names an image that is not there.
  await media.put(originalKey(publicId), encoded.data, 'image/webp');
  try {
    await db.transaction(async (tx) => {
      await repo.insertAsset(tx, {
        publicId,
        format: 'webp',
        width: encoded.info.width,
        height: encoded.info.height,
        bytes: encoded.info.size,
      });
      // The job exists exactly when the row does: a rolled-back upload queues nothing.
      await enqueueImageVariants(jobs, tx, publicId, 'upload', requestId);
    });
  } catch (error) {
    // The failure that matters is the one above; an original left behind has an id that was
    // never given to anyone, and costs only space.
    await removeImageFiles(media, publicId).catch(() => undefined);
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
 * Deletes an image that nothing uses any more: its row, then its original and every rendered
 * size. 404 when unknown, 409 while a product or category still shows it.
 */
export async function deleteUpload(
  db: Db,
  { media }: Pick<ImageStore, 'media'>,
  publicId: string,
): Promise<void> {
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
  await removeImageFiles(media, publicId);
}
