import type { Product } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SAMPLE_PRODUCTS, type SampleProduct } from '../sample-products';

export const FEATURED_PAGE_SIZE = 8;
export const FEATURED_FAILED_NOTICE = 'Failed to load products. Showing sample data instead.';
export const FEATURED_INVALID_NOTICE = 'API returned invalid data format. Showing sample data instead.';

/** GET /api/products/getAll?isFeatured=true&size=8. Null when the body has no `content` array. */
export async function fetchFeaturedProducts(signal?: AbortSignal): Promise<Product[] | null> {
  const body = await api.get<unknown>('/products/getAll', {
    query: { isFeatured: true, size: FEATURED_PAGE_SIZE },
    signal,
  });
  const content = (body as { content?: unknown } | null)?.content;
  return Array.isArray(content) ? (content as Product[]) : null;
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => fetchFeaturedProducts(signal),
  });

export type FeaturedProducts =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'sample'; products: SampleProduct[]; notice: string };

/** The Signature Collection's products, or the shipped samples with the reason (spec section 8). */
export function useFeaturedProducts(): FeaturedProducts {
  const query = useQuery(featuredProductsQueryOptions());
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'sample', products: SAMPLE_PRODUCTS, notice: FEATURED_FAILED_NOTICE };
  if (query.data === null) return { status: 'sample', products: SAMPLE_PRODUCTS, notice: FEATURED_INVALID_NOTICE };
  return { status: 'ready', products: query.data };
}
