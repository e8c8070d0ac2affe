import type { ProductCardData } from '@/components/product-card';

export type SampleProduct = ProductCardData;

/**
 * Shown only when the featured call fails (docs/product.md, "Error messages"), so the home page
 * still shows the kind of thing the house sells. They have no product pages; their cards lead to
 * /shop.
 */
export const SAMPLE_PRODUCTS: SampleProduct[] = [
  {
    id: -1,
    name: 'Oud Royale Attar',
    price: 4500,
    salePrice: null,
    categoryName: 'Attars',
    productType: 'FRAGRANCE',
    images: [],
    imageUrl: null,
    imageUrls: [],
    stockQuantity: 1,
  },
  {
    id: -2,
    name: 'Taif Rose Eau de Parfum',
    price: 3200,
    salePrice: 2750,
    categoryName: 'Eau de Parfum',
    productType: 'FRAGRANCE',
    images: [],
    imageUrl: null,
    imageUrls: [],
    stockQuantity: 1,
  },
  {
    id: -3,
    name: 'Kundan Polki Jhumkas',
    price: 18500,
    salePrice: null,
    categoryName: 'Earrings',
    productType: 'JEWELRY',
    images: [],
    imageUrl: null,
    imageUrls: [],
    stockQuantity: 1,
  },
  {
    id: -4,
    name: 'Mysore Sandalwood Attar',
    price: 5800,
    salePrice: null,
    categoryName: 'Attars',
    productType: 'FRAGRANCE',
    images: [],
    imageUrl: null,
    imageUrls: [],
    stockQuantity: 1,
  },
];
