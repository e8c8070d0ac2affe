import { Link } from 'react-router';
import { ProductGrid } from '@/components/product-card';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useFeaturedProducts } from '../hooks/use-home-products';

export function SignatureCollection() {
  const featured = useFeaturedProducts();
  return (
    <section aria-labelledby="signature-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-eyebrow font-medium text-gold-deep uppercase">Curated by the house</p>
          <h2 id="signature-heading" className="mt-3 text-4xl sm:text-5xl">
            Signature Collection
          </h2>
          <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
        </div>

        {featured.status === 'sample' ? (
          <p
            role="status"
            className="mx-auto mt-8 max-w-xl rounded-soft border border-gold/50 bg-gold-soft/40 px-4 py-3 text-center text-sm text-ink"
          >
            {featured.notice}
          </p>
        ) : null}

        <div className="mt-10 sm:mt-14">
          {featured.status === 'loading' ? (
            <ProductGrid loading skeletonCount={4} />
          ) : featured.status === 'sample' ? (
            <ProductGrid products={featured.products} cardHref="/shop" eagerCount={0} />
          ) : featured.products.length > 0 ? (
            <ProductGrid products={featured.products} eagerCount={0} />
          ) : (
            <p className="text-center text-stone">New signature pieces are on their way.</p>
          )}
        </div>

        <div className="mt-14 text-center">
          <Link to="/shop" className={buttonClasses('outline', 'lg')}>
            View All Products
          </Link>
        </div>
      </Container>
    </section>
  );
}
