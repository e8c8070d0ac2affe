// Sample admin data for the products screens' tests (imported by tests only).
import type { AdminProduct, Category, Page } from '@attar/contracts';

export function adminProduct(id: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
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
