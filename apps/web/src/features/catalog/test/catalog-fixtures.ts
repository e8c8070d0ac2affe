import type { Category, Page, Product, ProductDetail, ProductVariant } from '@attar/contracts';

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

/** A variant of a product's detail: in stock, 2,750 rupees, no options, unless overridden. */
export function variantOf(sku: string, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: sku.length * 100 + sku.charCodeAt(sku.length - 1),
    sku,
    size: null,
    colour: null,
    price: 2750,
    salePrice: null,
    stockQuantity: 10,
    inStock: true,
    weightGrams: null,
    imagePublicId: null,
    imageUrl: null,
    isDefault: false,
    ...overrides,
  };
}

/**
 * Product 3, Taif Rose Attar, as GET /api/products/getProduct answers it for these variants: the
 * default's fields (the first variant's when none is the default), the lowest price and three
 * images.
 */
export function productDetailOf(
  variants: ProductVariant[],
  overrides: Partial<ProductDetail> = {},
): ProductDetail {
  const base = variants.find((v) => v.isDefault) ?? variants[0]!;
  return {
    ...product(3, {
      name: 'Taif Rose Attar',
      sku: base.sku,
      size: base.size,
      price: base.price,
      salePrice: base.salePrice,
      stockQuantity: base.stockQuantity,
      inStock: variants.some((v) => v.inStock),
      fromPrice: Math.min(...variants.map((v) => v.salePrice ?? v.price)),
      variantCount: variants.length,
      images: ['p3-a', 'p3-b', 'p3-c'].map((publicId, index) => ({
        isPrimary: index === 0,
        publicId,
        url: '',
        width: 1000,
        height: 1000,
      })),
    }),
    variants,
    components: [],
    ...overrides,
  };
}
