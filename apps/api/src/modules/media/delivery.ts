import type { DeliveryFormat } from './media.service.js';

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

/** The brand's placeholder: a thin champagne-gold bottle on ivory, shown where an image is missing. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Image not available"><rect width="400" height="400" fill="#f8f4ec"/><g fill="none" stroke="#c8a96a" stroke-width="3" stroke-linejoin="round"><rect x="176" y="112" width="48" height="26" rx="4"/><path d="M188 138v18M212 138v18"/><path d="M160 156h80a24 24 0 0 1 24 24v108a24 24 0 0 1-24 24h-80a24 24 0 0 1-24-24V180a24 24 0 0 1 24-24z"/><path d="M160 232h80" stroke-width="1.5"/></g></svg>`;
