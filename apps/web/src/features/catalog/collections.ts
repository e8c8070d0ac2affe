import type { Gender, Occasion, ProductType } from '@attar/contracts';

export interface Collection {
  /** The /collections/{slug} segment. */
  slug: string;
  title: string;
  description: string;
  filter: { gender?: Gender; occasion?: Occasion; productType?: ProductType };
}

/** The curated collections, in the order of the /collections index. */
export const COLLECTIONS: readonly Collection[] = [
  {
    slug: 'for-him',
    title: 'For Him',
    description: 'Vetiver, leather, oud and cedar, with signets and kadas to match.',
    filter: { gender: 'MEN' },
  },
  {
    slug: 'for-her',
    title: 'For Her',
    description: 'Jasmine, rose and iris, with polki, pearls and jhumkas.',
    filter: { gender: 'WOMEN' },
  },
  {
    slug: 'unisex',
    title: 'Unisex',
    description: 'Attars and scents made to be shared: rose, mitti, sandalwood.',
    filter: { gender: 'UNISEX' },
  },
  {
    slug: 'wedding',
    title: 'Wedding',
    description: 'Heirloom haars, trousseau chests and attars for the mandap.',
    filter: { occasion: 'WEDDING' },
  },
  {
    slug: 'festive',
    title: 'Festive',
    description: 'Saffron, marigold and gold for Diwali, Eid and every celebration.',
    filter: { occasion: 'FESTIVE' },
  },
  {
    slug: 'evening',
    title: 'Evening',
    description: 'Deeper oud and amber, and pieces that catch candlelight.',
    filter: { occasion: 'EVENING' },
  },
  {
    slug: 'office',
    title: 'Office',
    description: 'Quiet, clean scents and understated gold for the working day.',
    filter: { occasion: 'OFFICE' },
  },
  {
    slug: 'everyday',
    title: 'Everyday',
    description: 'Light attars and easy pieces to wear from morning to night.',
    filter: { occasion: 'DAILY' },
  },
  {
    slug: 'fine-jewelry',
    title: 'Fine Jewelry',
    description: 'Rings, necklaces, earrings and bracelets in hallmarked gold.',
    filter: { productType: 'JEWELRY' },
  },
  {
    slug: 'gift-sets',
    title: 'Gift Sets',
    description: 'Boxed pairings of fragrance and jewelry, ready to give.',
    filter: { productType: 'GIFT_SET' },
  },
];

/** The collection a URL segment names, without regard to case or `_` for `-`; undefined when none. */
export function findCollection(slug: string | undefined): Collection | undefined {
  const wanted = slug?.trim().toLowerCase().replace(/_/g, '-');
  return COLLECTIONS.find((collection) => collection.slug === wanted);
}
