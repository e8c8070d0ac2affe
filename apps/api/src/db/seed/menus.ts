import type { CategorySlug } from './categories.js';

/**
 * A navigation entry. `menuType` is what the API filters products by when the item is
 * clicked: a gender, a product type, an occasion, FEATURED or a category slug.
 */
export interface SeedMenuItem {
  title: string;
  path: string;
  menuType: string | null;
  description?: string;
  featured?: boolean;
  children?: SeedMenuItem[];
}

const OCCASION_ITEMS: SeedMenuItem[] = [
  { title: 'Daily', path: '/shop/occasion/daily', menuType: 'DAILY' },
  { title: 'Office', path: '/shop/occasion/office', menuType: 'OFFICE' },
  { title: 'Evening', path: '/shop/occasion/evening', menuType: 'EVENING' },
  { title: 'Festive', path: '/shop/occasion/festive', menuType: 'FESTIVE' },
  { title: 'Wedding', path: '/shop/occasion/wedding', menuType: 'WEDDING' },
];

/** The storefront's navigation; jewellery entries link to their category by id. */
export function buildMenuTree(categoryIds: Record<CategorySlug, number>): SeedMenuItem[] {
  const jewelry = (title: string, slug: CategorySlug): SeedMenuItem => ({
    title,
    path: `/jewelry?category=${categoryIds[slug]}`,
    menuType: slug,
  });
  return [
    {
      title: 'Fragrances',
      path: '/fragrances',
      menuType: 'FRAGRANCE',
      children: [
        { title: 'For Him', path: '/shop/gender/men', menuType: 'MEN' },
        { title: 'For Her', path: '/shop/gender/women', menuType: 'WOMEN' },
        { title: 'Unisex', path: '/shop/gender/unisex', menuType: 'UNISEX' },
        { title: 'Attars', path: '/fragrances', menuType: 'attars' },
        {
          title: 'The Signature Collection',
          path: '/shop',
          menuType: 'FEATURED',
          featured: true,
          description:
            'Our most-loved creations, from Mysore Sandal Oud to Kannauj Rose Attar, chosen by our perfumers.',
        },
      ],
    },
    {
      title: 'Jewelry',
      path: '/jewelry',
      menuType: 'JEWELRY',
      children: [
        jewelry('Rings', 'rings'),
        jewelry('Necklaces', 'necklaces'),
        jewelry('Earrings', 'earrings'),
        jewelry('Bracelets', 'bracelets'),
        {
          title: 'Bridal Edit',
          path: '/shop/occasion/wedding',
          menuType: 'WEDDING',
          featured: true,
          description:
            'Polki, kundan and Basra pearls for the bride, with the fragrances to wear with them.',
        },
      ],
    },
    { title: 'Occasions', path: '/collections', menuType: null, children: OCCASION_ITEMS },
    { title: 'Gifting', path: '/gifting', menuType: 'GIFT_SET' },
    { title: 'About', path: '/about', menuType: null },
  ];
}
