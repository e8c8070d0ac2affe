import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { shopOccasionPath } from '@/lib/paths';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEmbla } from '../hooks/use-embla';
import { HeroArt, type HeroArtKind } from './hero-art';

/** 4 s on each slide (docs/product.md, "Constants and limits"). */
const SLIDE_DELAY_MS = 4000;
/** Embla's physics duration; about 34 settles a slide in roughly one second. */
const TRANSITION_DURATION = 34;
/** A pointer over the hero or keyboard focus in it holds the slide; autoplay resumes after. */
const AUTOPLAY = {
  delay: SLIDE_DELAY_MS,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
};

interface Slide {
  eyebrow: string;
  caption: string;
  text: string;
  cta: { label: string; to: string };
  art: HeroArtKind;
}

const SLIDES: Slide[] = [
  {
    eyebrow: 'Attar House',
    caption: 'The Art of Attar',
    text: 'Pure perfume oils and modern fragrances, composed to linger.',
    cta: { label: 'Explore All Products', to: '/shop' },
    art: 'bottle',
  },
  {
    eyebrow: 'Fine Jewelry',
    caption: 'Heirlooms for Every Celebration',
    text: 'Pieces for weddings, festivals and the quiet grace of every day.',
    cta: { label: 'Shop the Wedding Edit', to: shopOccasionPath('wedding') },
    art: 'necklace',
  },
  {
    eyebrow: 'Red Carpet',
    caption: 'Celebrity Inspired Designs',
    text: 'Evening scents and statement pieces, within reach.',
    cta: { label: 'Shop Evening', to: shopOccasionPath('evening') },
    art: 'spotlight',
  },
];

export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // Pausing drops the plugin rather than stopping it: Autoplay restarts itself on mouse leave.
  const [viewportRef, embla] = useEmbla(
    { loop: true, duration: reducedMotion ? 0 : TRANSITION_DURATION },
    reducedMotion || paused ? null : AUTOPLAY,
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePlay = useCallback(() => setPaused((value) => !value), []);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="on-ink relative overflow-hidden bg-ink text-ivory"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {SLIDES.map((slide, index) => (
            <div
              key={slide.caption}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${SLIDES.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              <div className="relative mx-auto flex min-h-[32rem] max-w-7xl items-center px-4 py-16 sm:min-h-[36rem] sm:px-6 lg:min-h-[40rem] lg:px-10">
                <HeroArt
                  kind={slide.art}
                  className="absolute inset-y-0 right-0 w-full opacity-35 sm:w-3/5 sm:opacity-100"
                />
                <div className="relative max-w-xl">
                  <p className="text-eyebrow font-medium text-gold uppercase">{slide.eyebrow}</p>
                  <h2 className="mt-4 text-[2.75rem] leading-[1.05] text-ivory sm:text-6xl lg:text-7xl">
                    {slide.caption}
                  </h2>
                  <p className="mt-5 max-w-md text-base leading-relaxed text-ivory/80 sm:text-lg">
                    {slide.text}
                  </p>
                  <Link to={slide.cta.to} className={cn(buttonClasses('gold', 'lg'), 'mt-8')}>
                    {slide.cta.label}
                  </Link>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl items-center justify-between px-4 sm:bottom-6 sm:px-6 lg:px-10">
        <div className="flex items-center">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.caption}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Show slide ${index + 1}: ${slide.caption}`}
              aria-current={index === selected ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={cn(
                  'h-0.5 w-7 rounded-full motion-safe:transition-colors',
                  index === selected ? 'bg-gold' : 'bg-ivory/50 group-hover:bg-ivory/80',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          {!reducedMotion ? (
            <button
              type="button"
              onClick={togglePlay}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              className="inline-flex size-11 items-center justify-center rounded-full text-ivory/80 hover:text-ivory"
            >
              {paused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label="Previous slide"
            className="hidden size-11 items-center justify-center rounded-full border border-ivory/30 text-ivory hover:border-gold sm:inline-flex"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label="Next slide"
            className="hidden size-11 items-center justify-center rounded-full border border-ivory/30 text-ivory hover:border-gold sm:inline-flex"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
