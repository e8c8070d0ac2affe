import type { Category, Page, Product } from '@attar/contracts';

/** A product as the API returns it, with only what a test cares about given. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    sku: `SKU-${id}`,
    price: 1000 + id,
    salePrice: null,
    description: '',
    shortDescription: '',
    size: null,
    dimensions: null,
    categoryId: 1,
    categoryName: 'Attars',
    productType: 'FRAGRANCE',
    gender: 'UNISEX',
    occasions: [],
    notes: [],
    notesPyramid: null,
    concentration: null,
    metal: null,
    purity: null,
    weightGrams: null,
    hallmarkHuid: null,
    hsnCode: null,
    isFeatured: false,
    stockQuantity: 5,
    inStock: true,
    fromPrice: 1000 + id,
    variantCount: 1,
    imageUrls: [],
    images: [],
    imageUrl: null,
    averageRating: null,
    reviewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export function category(id: number, name: string, productType: Category['productType']): Category {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `${name} from the house.`,
    productType,
    imageUrl: null,
    imageUrls: [],
    productCount: 3,
  };
}

export function pageOf<T>(
  content: T[],
  { number = 0, size = 12, totalElements = content.length } = {},
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number,
    size,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}

export const CATEGORIES = [
  category(1, 'Eau de Parfum', 'FRAGRANCE'),
  category(2, 'Attars', 'FRAGRANCE'),
  category(4, 'Rings', 'JEWELRY'),
  category(5, 'Necklaces', 'JEWELRY'),
  category(8, 'Gift Sets', 'GIFT_SET'),
];
