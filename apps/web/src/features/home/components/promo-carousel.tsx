import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEmbla } from '../hooks/use-embla';
import { useSlideshow } from '../hooks/use-slideshow';
import { CarouselArrow, CarouselDots, PlayPauseButton } from './carousel-controls';
import { PromoArt, type PromoArtKind } from './promo-art';

/**
 * docs/product.md, "Constants and limits": 4 s per banner, and 5 s of rest after any manual move.
 */
export const PROMO_INTERVAL_MS = 4000;
export const PROMO_HOLD_AFTER_MANUAL_MS = 5000;

interface PromoBanner {
  title: string;
  code: string;
  text: string;
  art: PromoArtKind;
  ground: string;
}

// The codes are the server's seeded promotions; the texts say what each one does at checkout.
const BANNERS: PromoBanner[] = [
  {
    title: 'BUY 2 GET 1',
    code: 'B2G1',
    text: 'Choose any three pieces and the lowest-priced one is on the house.',
    art: 'trio',
    ground: 'bg-[radial-gradient(ellipse_at_80%_40%,rgb(200_169_106/0.22),transparent_60%)]',
  },
  {
    title: 'FLAT 50% OFF',
    code: 'FLAT50',
    text: 'Half off your entire order, once for every customer.',
    art: 'half',
    ground: 'bg-[radial-gradient(ellipse_at_20%_30%,rgb(233_220_192/0.16),transparent_58%)]',
  },
];

/**
 * The offers with a heading for assistive technology; the banners speak for themselves on screen.
 */
export function PromoSection() {
  return (
    <section aria-labelledby="offers-heading" className="py-16 sm:py-24">
      <Container>
        <h2 id="offers-heading" className="sr-only">
          Current offers
        </h2>
        <PromoCarousel />
      </Container>
    </section>
  );
}

export function PromoCarousel({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmbla({ loop: true, duration: reducedMotion ? 0 : 30 });
  const slideshow = useSlideshow(embla, {
    count: BANNERS.length,
    intervalMs: PROMO_INTERVAL_MS,
    holdAfterManualMs: PROMO_HOLD_AFTER_MANUAL_MS,
  });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Offers"
      className={cn('on-ink relative overflow-hidden rounded-card bg-ink text-ivory', className)}
      {...slideshow.regionProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {BANNERS.map((banner, index) => {
            const current = index === slideshow.selected;
            return (
              <div
                key={banner.code}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${BANNERS.length}: ${banner.title}`}
                aria-hidden={!current}
                inert={!current}
                className={cn('relative min-w-0 flex-[0_0_100%]', banner.ground)}
              >
                <div className="relative grid items-center gap-6 px-6 pt-10 pb-24 sm:grid-cols-[1.3fr_1fr] sm:px-12 sm:pt-14 sm:pb-20 lg:px-16">
                  <div>
                    <p className="text-eyebrow font-medium text-gold uppercase">Limited offer</p>
                    <h3 className="mt-3 text-5xl leading-none tracking-[0.02em] text-ivory lining-nums sm:text-6xl lg:text-7xl">
                      {banner.title}
                    </h3>
                    <p className="mt-4 max-w-md text-ivory/80">{banner.text}</p>
                    <div className="mt-7 flex flex-wrap items-center gap-4">
                      <p className="rounded-soft border border-dashed border-gold/70 px-4 py-2.5 text-sm tracking-[0.08em] text-ivory">
                        Use code <span className="font-semibold text-gold">{banner.code}</span>
                      </p>
                      <Link to="/shop" className={buttonClasses('gold')}>
                        Shop Now
                      </Link>
                    </div>
                  </div>
                  <PromoArt
                    kind={banner.art}
                    className="hidden h-52 w-auto justify-self-center sm:block lg:h-60"
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-between px-4 sm:bottom-4 sm:px-10 lg:px-14">
        <CarouselDots
          slideshow={slideshow}
          labels={BANNERS.map((banner) => `offer: ${banner.title}`)}
          tone="dark"
        />
        <div className="flex items-center gap-2">
          <PlayPauseButton slideshow={slideshow} tone="dark" name="offers" />
          <CarouselArrow
            direction="previous"
            label="Previous offer"
            onClick={slideshow.previous}
            tone="dark"
          />
          <CarouselArrow direction="next" label="Next offer" onClick={slideshow.next} tone="dark" />
        </div>
      </div>
    </div>
  );
}
