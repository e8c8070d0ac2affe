import type { FragranceConcentration, NotesPyramid, ProductType } from '@attar/contracts';
import type { CategorySlug } from './categories.js';
import type { SeedProduct } from './seed-product.js';

// The demo catalogue lists each fragrance's notes once; these rules sort them into the pyramid
// the way perfumers usually place such materials: citrus, spice and green notes rise first,
// woods, resins, musks and leathers stay last, flowers and the rest form the heart.
const TOP_WORDS = [
  'bergamot',
  'mandarin',
  'neroli',
  'orange',
  'lemon',
  'cardamom',
  'pepper',
  'saffron',
  'raspberry',
  'juniper',
  'tea',
  'petrichor',
  'clove',
  'spices',
];
const BASE_WORDS = [
  'sandalwood',
  'cedar',
  'vetiver',
  'oud',
  'agarwood',
  'amber',
  'musk',
  'leather',
  'tobacco',
  'vanilla',
  'benzoin',
  'labdanum',
  'tonka',
  'patchouli',
  'incense',
  'smoke',
  'birch',
  'earth',
  'coconut',
];

function tierOf(note: string): keyof NotesPyramid {
  const text = note.toLowerCase();
  if (BASE_WORDS.some((word) => text.includes(word))) return 'base';
  if (TOP_WORDS.some((word) => text.includes(word))) return 'top';
  return 'heart';
}

/** A fragrance's notes as a pyramid (null for a product without notes). */
export function pyramidOf(notes: readonly string[]): NotesPyramid | null {
  if (notes.length === 0) return null;
  const pyramid: NotesPyramid = { top: [], heart: [], base: [] };
  for (const note of notes) pyramid[tierOf(note)].push(note);
  return pyramid;
}

/** Attars are perfume oils; the sprays of the house are eaux de parfum. */
export function concentrationOf(product: SeedProduct): FragranceConcentration {
  const category: CategorySlug = product.categorySlug;
  return category === 'attars' || /\battar\b/i.test(product.name) ? 'ATTAR' : 'EDP';
}

/** HSN chapters of the GST tariff: 3303 perfumes, 7113 jewellery; gift sets mix both. */
export function hsnCodeOf(type: ProductType): string | null {
  if (type === 'FRAGRANCE') return '3303';
  if (type === 'JEWELRY') return '7113';
  return null;
}
