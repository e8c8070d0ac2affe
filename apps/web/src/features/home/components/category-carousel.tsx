import { Link } from 'react-router';
import { useCategories } from '@/api/categories';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEmbla } from '../hooks/use-embla';
import { useSlideshow, useSnapCount } from '../hooks/use-slideshow';
import { CarouselArrow, PlayPauseButton } from './carousel-controls';
import { CategoryTile, CategoryTileSkeleton, type CategoryTileData } from './category-tile';
import { SectionHeading } from './section-heading';

/**
 * Tiles in view on wide screens; past this many the row becomes a carousel with arrows
 * (docs/product.md, "Constants and limits").
 */
export const TILES_IN_VIEW = 4;
/** The category carousel moves every 3 s (docs/product.md, "Constants and limits"). */
const CATEGORY_INTERVAL_MS = 3000;

// A tile's width inside the page Container (max-w-7xl, px-4/sm:px-6/lg:px-10), 282 px once the
// Container stops growing at 1280 px. The grid: two columns with gap-4/sm:gap-6, four from lg.
const GRID_TILE_SIZES =
  '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 38px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)';
// The slides: flex-basis 50%/sm:33.333%/lg:25% of a row widened by -ml-4/sm:-ml-6, less
// pl-4/sm:pl-6.
const SLIDE_TILE_SIZES =
  '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 38px), (min-width: 640px) calc(33.33vw - 32px), calc(50vw - 24px)';

export function ShopByCategory() {
  const categories = useCategories();
  return (
    <section
      aria-labelledby="categories-heading"
      className="border-y border-rule bg-paper py-16 sm:py-24"
    >
      <Container>
        <SectionHeading id="categories-heading" eyebrow="The collections" title="Shop by Category">
          From Kannauj attars to polki heirlooms, find your way into the house.
        </SectionHeading>
        <div className="mt-10 sm:mt-14">
          {categories.isPending ? (
            <div
              className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4"
              aria-busy="true"
              aria-label="Loading categories"
            >
              {Array.from({ length: TILES_IN_VIEW }, (_, index) => (
                <CategoryTileSkeleton key={index} />
              ))}
            </div>
          ) : categories.isError ? (
            <p className="text-center text-stone">
              Categories could not be loaded just now.{' '}
              <Link to="/shop" className="font-medium text-gold-deep underline underline-offset-4">
                Browse all products
              </Link>
            </p>
          ) : categories.data.length > 0 ? (
            <CategoryCarousel categories={categories.data} />
          ) : (
            <div className="text-center">
              <Link to="/shop" className={buttonClasses('outline', 'lg')}>
                Explore All Products
              </Link>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}

/**
 * Four tiles at a time on wide screens, two on phones; a carousel only when there is more to see.
 */
export function CategoryCarousel({ categories }: { categories: CategoryTileData[] }) {
  if (categories.length <= TILES_IN_VIEW) {
    return (
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile category={category} sizes={GRID_TILE_SIZES} />
          </li>
        ))}
      </ul>
    );
  }
  return <CategorySlides categories={categories} />;
}

function CategorySlides({ categories }: { categories: CategoryTileData[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmbla({
    loop: true,
    align: 'start',
    duration: reducedMotion ? 0 : 30,
  });
  // Embla knows how many stops the row has at the current width; until it has measured, one per
  // tile.
  const stops = useSnapCount(embla);
  const slideshow = useSlideshow(embla, {
    count: stops || categories.length,
    intervalMs: CATEGORY_INTERVAL_MS,
  });

  return (
    <div
      aria-roledescription="carousel"
      aria-label="Categories"
      role="region"
      {...slideshow.regionProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y sm:-ml-6">
          {categories.map((category, index) => (
            <li
              key={category.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${categories.length}`}
              className="min-w-0 flex-[0_0_50%] pl-4 sm:flex-[0_0_33.333%] sm:pl-6 lg:flex-[0_0_25%]"
            >
              <CategoryTile category={category} sizes={SLIDE_TILE_SIZES} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselArrow
          direction="previous"
          label="Previous categories"
          onClick={slideshow.previous}
        />
        <PlayPauseButton slideshow={slideshow} name="categories" />
        <CarouselArrow direction="next" label="Next categories" onClick={slideshow.next} />
      </div>
    </div>
  );
}
