// Sample admin data for the products screens' tests (imported by tests only).
import type { AdminProduct, Category, Page, ProductVariant } from '@attar/contracts';

/** A variant of a product; ids from 1000 up, so they never look like a product's. */
export function variant(id: number, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    sku: `VAR-${id}`,
    size: null,
    colour: null,
    price: 1000,
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
 * A product as the admin reads it. Without `variants`, it has one: the default, of its own SKU,
 * size, prices, weight and stock, as the API answers for a product of one size.
 */
export function adminProduct(id: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  const product: Omit<AdminProduct, 'fromPrice' | 'variantCount' | 'variants'> = {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    sku: `SKU-${id}`,
    price: 1000 + id,
    salePrice: null,
    description: 'A long description.',
    shortDescription: 'A short description.',
    size: null,
    dimensions: null,
    categoryId: 1,
    categoryName: 'Attars',
    productType: 'FRAGRANCE',
    gender: null,
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
    stockQuantity: 20,
    inStock: true,
    imageUrls: [],
    images: [],
    imageUrl: null,
    averageRating: null,
    reviewCount: 0,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    lowStock: false,
    deletedAt: null,
    ...overrides,
  };
  const variants = overrides.variants ?? [
    variant(1000 + id, {
      sku: product.sku,
      size: product.size,
      price: product.price,
      salePrice: product.salePrice,
      stockQuantity: product.stockQuantity,
      inStock: product.stockQuantity > 0,
      weightGrams: product.weightGrams,
      isDefault: true,
    }),
  ];
  const paid = variants.map((one) => one.salePrice ?? one.price);
  return {
    ...product,
    fromPrice: overrides.fromPrice ?? Math.min(...paid),
    variantCount: overrides.variantCount ?? variants.length,
    variants,
  };
}

export const ATTARS: Category = {
  id: 1,
  name: 'Attars',
  slug: 'attars',
  description: '',
  productType: 'FRAGRANCE',
  imageUrl: null,
  imageUrls: [],
  productCount: 3,
};
export const RINGS: Category = {
  ...ATTARS,
  id: 4,
  name: 'Rings',
  slug: 'rings',
  productType: 'JEWELRY',
};
export const CATEGORIES = [ATTARS, RINGS];

export function pageOf<T>(
  content: T[],
  { number = 0, size = 10, totalElements = content.length } = {},
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

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

/** A call as the tests read it: the method, the URL and the body (JSON parsed, FormData as is). */
export function recordCall(url: URL, init: RequestInit | undefined): RecordedCall {
  const raw = init?.body;
  return {
    method: init?.method ?? 'GET',
    url,
    body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
  };
}
