import type { Gender, Metal, Occasion, Purity } from '@attar/contracts';
import type { Tone } from './art/kit.js';
import type { CategorySlug } from './categories.js';
import type { ArtForm } from './images.js';

/** One product of the demo catalogue as written by hand; prices in whole rupees. */
export interface SeedProduct {
  sku: string;
  name: string;
  categorySlug: CategorySlug;
  /** Colour of the liquid, stone or box in the generated pictures. */
  tone: Tone;
  form?: ArtForm;
  gender: Gender | null;
  occasions: Occasion[];
  notes: string[];
  size?: string;
  dimensions?: string;
  /** Jewelry: the metal, its BIS purity and the piece's weight. */
  metal?: Metal;
  purity?: Purity;
  weightGrams?: number;
  price: number;
  salePrice?: number;
  stock: number;
  featured?: boolean;
  shortDescription: string;
  description: string;
}

/** "Pearl & Jasmine Gift Set" -> "pearl-jasmine-gift-set". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
