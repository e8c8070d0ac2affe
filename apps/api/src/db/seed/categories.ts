import type { ProductType } from '@attar/contracts';

export interface SeedCategory {
  slug: string;
  name: string;
  productType: ProductType;
  description: string;
}

/** Every product belongs to exactly one of these; the order is the storefront's tile order. */
export const SEED_CATEGORIES = [
  {
    slug: 'eau-de-parfum',
    name: 'Eau de Parfum',
    productType: 'FRAGRANCE',
    description:
      'Modern Indian perfumery in sprays: Mysore sandalwood, monsoon vetiver and night jasmine, blended in small batches.',
  },
  {
    slug: 'attars',
    name: 'Attars',
    productType: 'FRAGRANCE',
    description:
      'Alcohol-free perfume oils distilled the Kannauj way, in copper degs over wood fire, into a base of sandalwood oil.',
  },
  {
    slug: 'oud-collection',
    name: 'Oud Collection',
    productType: 'FRAGRANCE',
    description:
      'Aged Assam agarwood, from intense pure oils to oud softened with rose, saffron and leather.',
  },
  {
    slug: 'rings',
    name: 'Rings',
    productType: 'JEWELRY',
    description:
      'Solitaires, polki cocktail rings and signets in 18 and 22 karat gold, sized to order.',
  },
  {
    slug: 'necklaces',
    name: 'Necklaces',
    productType: 'JEWELRY',
    description:
      'Pendants for every day and heirloom haars for the wedding season, set with uncut diamonds, rubies and Basra pearls.',
  },
  {
    slug: 'earrings',
    name: 'Earrings',
    productType: 'JEWELRY',
    description: 'Jhumkas, chandbalis and drops crafted by karigars in Jaipur and Hyderabad.',
  },
  {
    slug: 'bracelets',
    name: 'Bracelets',
    productType: 'JEWELRY',
    description: 'Kadas, cuffs and tennis bracelets, each finished and hallmarked by hand.',
  },
  {
    slug: 'gift-sets',
    name: 'Gift Sets',
    productType: 'GIFT_SET',
    description:
      'Curated pairings of fragrance and jewellery, boxed and ribboned for weddings, Diwali and every celebration.',
  },
] as const satisfies readonly SeedCategory[];

export type CategorySlug = (typeof SEED_CATEGORIES)[number]['slug'];

export const JEWELRY_CATEGORY_SLUGS = [
  'rings',
  'necklaces',
  'earrings',
  'bracelets',
] as const satisfies readonly CategorySlug[];
