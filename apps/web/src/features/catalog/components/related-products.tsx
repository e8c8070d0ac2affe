import type { Product } from '@attar/contracts';
import { useProducts } from '@/api/products';
import { ProductGrid } from '@/components/product-card';

/** How many related pieces the product page offers. */
export const RELATED_PRODUCTS_LIMIT = 4;

/**
 * Up to four other pieces of the same category that can be bought now (a sold-out piece is no
 * suggestion); nothing at all when there are none or the call fails.
 */
export function RelatedProducts({ product }: { product: Pick<Product, 'id' | 'categoryId'> }) {
  // One extra, in case the product itself is among them.
  const query = useProducts({
    page: 0,
    size: RELATED_PRODUCTS_LIMIT + 1,
    category: String(product.categoryId),
    inStock: true,
  });
  const related = (query.data?.content ?? [])
    .filter((item) => item.id !== product.id)
    .slice(0, RELATED_PRODUCTS_LIMIT);
  if (!query.isPending && related.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="mt-20 border-t border-rule pt-12 sm:mt-24"
    >
      <h2 id="related-heading" className="text-3xl sm:text-4xl">
        You may also like
      </h2>
      <ProductGrid
        className="mt-8"
        loading={query.isPending}
        skeletonCount={RELATED_PRODUCTS_LIMIT}
        products={related}
        eagerCount={0}
      />
    </section>
  );
}
