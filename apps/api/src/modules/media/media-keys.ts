import type { Variant } from './media.service.js';

/**
 * Where an image's files are kept, the same on disk and in a bucket: the original as
 * `original/<publicId>.webp`, each rendered size and format as `cache/<size>/<publicId>.<format>`
 * (the folder kept its name from when sizes were only a cache; backups still leave it out).
 */
export function originalKey(publicId: string): string {
  return `original/${publicId}.webp`;
}

/** The public id an original's key names, or null for any other key. */
export function publicIdOfOriginalKey(key: string): string | null {
  const match = /^original\/(.+)\.webp$/.exec(key);
  return match?.[1] ?? null;
}

export function variantKey(publicId: string, variant: Variant): string {
  return `cache/${variant.size}/${publicId}.${variant.format}`;
}

export const ORIGINALS_PREFIX = 'original/';
export const VARIANTS_PREFIX = 'cache/';

// Lowercase path segments that start with a letter or digit: never "..", never absolute.
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys come from validated public ids; a malformed one is a bug, never a file to touch. */
export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

export function assertMediaPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`a media prefix ends with "/": ${prefix}`);
  assertMediaKey(prefix.slice(0, -1));
}
