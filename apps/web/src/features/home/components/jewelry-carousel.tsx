import type { Product } from '@attar/contracts';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useJewelryProducts } from '../hooks/use-home-products';
import { useEmbla } from '../hooks/use-embla';
import { useSlideshow, useSnapCount } from '../hooks/use-slideshow';
import { CarouselArrow } from './carousel-controls';

/**
 * A slide's card width: flex-basis 75%/xs:50%/sm:33.333%/lg:25% of the row, less its pl-4/sm:pl-6,
 * in a row widened by -ml-4/sm:-ml-6 inside the page Container (282 px once it stops at 1280 px).
 */
const SLIDE_SIZES =
  '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 38px), (min-width: 640px) calc(33.33vw - 32px), (min-width: 360px) calc(50vw - 24px), calc(75vw - 28px)';

/** Jewelry pieces from the catalogue in a row the visitor moves through; it never moves by itself. */
export function JewelryCarousel() {
  const jewelry = useJewelryProducts();
  if (jewelry.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4"
        aria-busy="true"
        aria-label="Loading jewelry"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (jewelry.isError) {
    return (
      <p className="text-center text-stone">
        Jewelry could not be loaded just now.{' '}
        <Link to="/shop" className="font-medium text-gold-deep underline underline-offset-4">
          Browse all products
        </Link>
      </p>
    );
  }
  if (jewelry.data.length === 0)
    return <p className="text-center text-stone">New jewelry is on its way.</p>;
  return <JewelrySlides products={jewelry.data} />;
}

function JewelrySlides({ products }: { products: Product[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmbla({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 0 : 30,
  });
  const stops = useSnapCount(embla);
  const slideshow = useSlideshow(embla, { count: stops || products.length });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Jewelry"
      {...slideshow.regionProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y sm:-ml-6">
          {products.map((product, index) => (
            <li
              key={product.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${products.length}`}
              className="min-w-0 flex-[0_0_75%] pl-4 xs:flex-[0_0_50%] sm:flex-[0_0_33.333%] sm:pl-6 lg:flex-[0_0_25%]"
            >
              <ProductCard product={product} eager={index < 4} sizes={SLIDE_SIZES} />
            </li>
          ))}
        </ul>
      </div>
      {stops !== 1 ? (
        <div className="mt-8 flex items-center justify-center gap-3">
          <CarouselArrow
            direction="previous"
            label="Previous pieces"
            onClick={slideshow.previous}
          />
          <CarouselArrow direction="next" label="Next pieces" onClick={slideshow.next} />
        </div>
      ) : null}
    </div>
  );
}
