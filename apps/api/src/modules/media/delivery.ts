import { variantKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';
import {
  type DeliveryFormat,
  isStoredOriginal,
  readOriginal,
  type Variant,
} from './media.service.js';

interface MediaRange {
  type: string;
  quality: number;
}

function mediaRanges(accept: string | undefined): MediaRange[] {
  if (!accept) return [];
  return accept.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    return { type, quality: Number.isFinite(quality) ? quality : 0 };
  });
}

/**
 * AVIF only when the browser names it: `image/*` and `*\/*` are sent by browsers that cannot
 * decode AVIF too, so they get WebP, which every browser the store supports decodes.
 */
export function preferredFormat(accept: string | undefined): DeliveryFormat {
  const avif = mediaRanges(accept).find((range) => range.type === 'image/avif');
  return avif && avif.quality > 0 ? 'avif' : 'webp';
}

/** True for an `<img>` request (or any that names an image type), false for fetch() and API clients. */
export function acceptsImages(accept: string | undefined): boolean {
  return mediaRanges(accept).some((range) => range.type.startsWith('image/') && range.quality > 0);
}

/** A made variant: public ids never change content (an upload makes a new id), so keep it. */
export const MADE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A stand-in for a variant not made yet: kept briefly, so that the browser, or a CDN, asks again
 * once the job has made it (seconds after an upload).
 */
export const STAND_IN_CACHE_CONTROL = 'public, max-age=30';

/** What delivery answers with for a variant asked for. */
export interface DeliveredImage {
  bytes: Buffer;
  format: DeliveryFormat;
  /**
   * True when this is the variant asked for, made for good; false when it stands in for one
   * the image-variants job has not made yet (the same size as WebP, else the stored original).
   */
  made: boolean;
}

/**
 * An image at a size and format from what storage holds, never encoding (decision 0046): the
 * variant when it is made; otherwise at once the best picture that exists, which the browser
 * may draw in its place: the same size as WebP (the job makes every WebP before any AVIF), else
 * the stored original. 404 when the image has no original.
 */
export async function deliverImage(
  storage: MediaStorage,
  publicId: string,
  variant: Variant,
): Promise<DeliveredImage> {
  if (isStoredOriginal(variant)) {
    return { bytes: await readOriginal(storage, publicId), format: 'webp', made: true };
  }
  const stored = await storage.get(variantKey(publicId, variant));
  if (stored) return { bytes: stored, format: variant.format, made: true };
  const sameSizeWebp: Variant = { size: variant.size, format: 'webp' };
  if (variant.format !== 'webp' && !isStoredOriginal(sameSizeWebp)) {
    const webp = await storage.get(variantKey(publicId, sameSizeWebp));
    if (webp) return { bytes: webp, format: 'webp', made: false };
  }
  return { bytes: await readOriginal(storage, publicId), format: 'webp', made: false };
}

/** The brand's placeholder: a thin champagne-gold bottle on ivory, shown where an image is missing. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Image not available"><rect width="400" height="400" fill="#f8f4ec"/><g fill="none" stroke="#c8a96a" stroke-width="3" stroke-linejoin="round"><rect x="176" y="112" width="48" height="26" rx="4"/><path d="M188 138v18M212 138v18"/><path d="M160 156h80a24 24 0 0 1 24 24v108a24 24 0 0 1-24 24h-80a24 24 0 0 1-24-24V180a24 24 0 0 1 24-24z"/><path d="M160 232h80" stroke-width="1.5"/></g></svg>`;
