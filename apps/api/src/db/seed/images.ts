import sharp from 'sharp';
import { originalKey } from '../../modules/media/media-keys.js';
import type { MediaStorage } from '../../modules/media/media-storage.js';
import {
  ATTAR_FORMS,
  drawBottle,
  drawOudChips,
  type FragranceForm,
  PERFUME_FORMS,
} from './art/fragrance.js';
import { drawGift, type GiftForm } from './art/gift.js';
import { drawJewel, JEWELRY_FORMS, type JewelryForm } from './art/jewelry.js';
import {
  type ArtContext,
  escapeXml,
  GOLD,
  hashString,
  INK,
  paletteFor,
  SERIF,
  type Tone,
} from './art/kit.js';
import type { CategorySlug } from './categories.js';

export const IMAGE_SIZE = 1000;
const WEBP = { quality: 82, effort: 2 } as const;

export type ArtForm = FragranceForm | JewelryForm | GiftForm;

/** What a product's picture shows; the form is optional and otherwise chosen from the name. */
export interface ProductArt {
  slug: string;
  name: string;
  categorySlug: CategorySlug;
  tone: Tone;
  form?: ArtForm;
}

export interface ImageJob {
  publicId: string;
  svg: string;
}

export interface RenderedImage {
  publicId: string;
  format: 'webp';
  width: number;
  height: number;
  bytes: number;
}

function pick<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

/** Draws one object of the catalogue, centred on x = 500 and standing on y = 790. */
function drawObject(
  ctx: ArtContext,
  category: CategorySlug,
  form: ArtForm | undefined,
  monogram: string,
): string {
  const seed = ctx.palette.seed;
  switch (category) {
    case 'eau-de-parfum':
      return drawBottle(ctx, (form as FragranceForm | undefined) ?? pick(PERFUME_FORMS, seed));
    case 'attars':
      return drawBottle(ctx, (form as FragranceForm | undefined) ?? pick(ATTAR_FORMS, seed));
    case 'oud-collection':
      return drawBottle(ctx, (form as FragranceForm | undefined) ?? 'oud');
    case 'gift-sets':
      return drawGift(ctx, (form as GiftForm | undefined) ?? 'box');
    default:
      return drawJewel(
        ctx,
        (form as JewelryForm | undefined) ?? pick(JEWELRY_FORMS[category], seed),
        monogram,
      );
  }
}

function backdrop(id: string, glow: string, dark: boolean): string {
  const ground = dark ? '#16110d' : '#f3ece0';
  const centre = dark ? '#3b2e22' : '#fffdf8';
  const edge = dark ? '#070504' : '#d9cbb1';
  return `<defs>
      <radialGradient id="${id}-bg" cx="0.5" cy="0.44" r="0.72"><stop offset="0" stop-color="${centre}"/>
        <stop offset="0.55" stop-color="${ground}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
      <radialGradient id="${id}-tint" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="${dark ? 0.22 : 0.6}"/>
        <stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="url(#${id}-bg)"/>
    <ellipse cx="500" cy="560" rx="420" ry="380" fill="url(#${id}-tint)"/>`;
}

function frame(content: string, caption: string | null, dark: boolean): string {
  const text = dark ? GOLD : INK;
  const label = caption
    ? `<path d="M 478 900 L 500 896 L 522 900 L 500 904 Z" fill="${GOLD}"/>
       <text x="500" y="944" font-family="${SERIF}" font-size="25" letter-spacing="7" fill="${text}" fill-opacity="0.78" text-anchor="middle">${escapeXml(caption.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">
    ${content}
    <text x="500" y="70" font-family="${SERIF}" font-size="17" letter-spacing="10" fill="${GOLD}" fill-opacity="0.9" text-anchor="middle">ATTAR HOUSE</text>
    ${label}</svg>`;
}

/** `seed-<slug>-<view>`: only [a-z0-9-], as the media service expects of a public id. */
export function productImagePublicId(slug: string, view: number): string {
  return `seed-${slug}-${view}`;
}

function monogramOf(name: string): string {
  return escapeXml(name.trim().charAt(0).toUpperCase());
}

/**
 * The pictures of one product: the primary on an ivory ground and, when asked, a second view
 * on deep ink, turned a little, as a shopper would see the piece in evening light.
 */
export function productImageJobs(art: ProductArt, count: 1 | 2): ImageJob[] {
  const palette = paletteFor(art.tone, art.slug);
  const monogram = monogramOf(art.name);
  const jobs: ImageJob[] = [];
  for (let view = 1; view <= count; view += 1) {
    const dark = view === 2;
    const ctx: ArtContext = { id: 'p', palette, dark };
    const object = drawObject(ctx, art.categorySlug, art.form, monogram);
    const posed = dark
      ? `<g transform="translate(500 560) rotate(-7) scale(1.06) translate(-500 -560)">${object}</g>`
      : object;
    jobs.push({
      publicId: productImagePublicId(art.slug, view),
      svg: frame(backdrop('bg', palette.glow, dark) + posed, art.name, dark),
    });
  }
  return jobs;
}

interface Placed {
  tone: Tone;
  form: ArtForm;
  dx: number;
  dy?: number;
  scale: number;
}

/** Each category tile groups a few pieces of its kind on the dark ground. */
const CATEGORY_SCENES: Record<CategorySlug, Placed[]> = {
  'eau-de-parfum': [
    { tone: 'amber', form: 'tower', dx: -190, scale: 0.74 },
    { tone: 'iris', form: 'dome', dx: 190, scale: 0.7 },
    { tone: 'rose', form: 'flacon', dx: 0, scale: 0.92 },
  ],
  attars: [
    { tone: 'saffron', form: 'minaret', dx: -200, scale: 0.85 },
    { tone: 'vetiver', form: 'teardrop', dx: 200, scale: 0.8 },
    { tone: 'rose', form: 'flask', dx: 0, scale: 1 },
  ],
  'oud-collection': [
    { tone: 'amber', form: 'flask', dx: 220, scale: 0.7 },
    { tone: 'oud', form: 'oud', dx: -40, scale: 1 },
  ],
  rings: [
    { tone: 'diamond', form: 'solitaire', dx: -170, dy: 40, scale: 0.72 },
    { tone: 'emerald', form: 'cocktail', dx: 170, dy: 40, scale: 0.72 },
  ],
  necklaces: [{ tone: 'ruby', form: 'haar', dx: 0, scale: 1 }],
  earrings: [{ tone: 'emerald', form: 'chandbali', dx: 0, scale: 1 }],
  bracelets: [
    { tone: 'diamond', form: 'tennis', dx: 0, dy: -150, scale: 0.9 },
    { tone: 'ruby', form: 'kada', dx: 0, dy: 40, scale: 1 },
  ],
  'gift-sets': [
    { tone: 'emerald', form: 'chest', dx: 170, scale: 0.72 },
    { tone: 'ruby', form: 'box', dx: -150, scale: 0.82 },
  ],
};

export function categoryImageJob(slug: CategorySlug, name: string): ImageJob {
  const pieces = CATEGORY_SCENES[slug].map((placed, i) => {
    const ctx: ArtContext = {
      id: `c${i}`,
      palette: paletteFor(placed.tone, `${slug}-${i}`),
      dark: true,
    };
    const { scale, dx } = placed;
    const dy = placed.dy ?? 0;
    // Scale about the object's foot (500, 790) so every piece stays on the same floor.
    const transform = `translate(${500 + dx - 500 * scale} ${790 + dy - 790 * scale}) scale(${scale})`;
    return `<g transform="${transform}">${drawObject(ctx, slug, placed.form, 'A')}</g>`;
  });
  const extras = slug === 'oud-collection' ? drawOudChips(hashString(slug)) : '';
  const glow = paletteFor(CATEGORY_SCENES[slug][0]?.tone ?? 'amber', slug).glow;
  return {
    publicId: `seed-category-${slug}`,
    svg: frame(backdrop('bg', glow, true) + pieces.join('') + extras, name, true),
  };
}

async function renderOne(job: ImageJob, media: MediaStorage): Promise<RenderedImage> {
  // Replaces an image of the same id: a re-seed after a wiped database redraws its art.
  const { data, info } = await sharp(Buffer.from(job.svg))
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  await media.put(originalKey(job.publicId), data, 'image/webp');
  return {
    publicId: job.publicId,
    format: 'webp',
    width: info.width,
    height: info.height,
    bytes: info.size,
  };
}

/** Renders the jobs and stores them as originals (`original/<publicId>.webp`), a few at a time. */
export async function renderImages(
  jobs: ImageJob[],
  media: MediaStorage,
  concurrency = 4,
): Promise<RenderedImage[]> {
  const results: RenderedImage[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await renderOne(jobs[index] as ImageJob, media);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return results;
}
