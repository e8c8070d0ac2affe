import type { Product } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { featuredProductsQueryOptions, productsQueryOptions } from '@/api/products';
import { SAMPLE_PRODUCTS, type SampleProduct } from '../sample-products';

export const JEWELRY_SLIDER_SIZE = 12;
export const FEATURED_FAILED_NOTICE = 'Failed to load products. Showing sample data instead.';
export const FEATURED_INVALID_NOTICE =
  'API returned invalid data format. Showing sample data instead.';

export type FeaturedProducts =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'sample'; products: SampleProduct[]; notice: string };

/**
 * The Signature Collection's products, or the shipped samples with the reason (docs/product.md,
 * "Error messages").
 */
export function useFeaturedProducts(): FeaturedProducts {
  const query = useQuery(featuredProductsQueryOptions());
  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return { status: 'sample', products: SAMPLE_PRODUCTS, notice: FEATURED_FAILED_NOTICE };
  if (query.data === null)
    return { status: 'sample', products: SAMPLE_PRODUCTS, notice: FEATURED_INVALID_NOTICE };
  return { status: 'ready', products: query.data };
}

/** The jewelry slider's pieces (productType=JEWELRY&size=12), in the house's featured order. */
export function useJewelryProducts() {
  return useQuery({
    ...productsQueryOptions({ productType: 'JEWELRY', size: JEWELRY_SLIDER_SIZE }),
    select: (page) => page.content,
  });
}
