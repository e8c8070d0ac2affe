import { Container } from '@/components/ui/container';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEmbla } from '../hooks/use-embla';
import { useSlideshow } from '../hooks/use-slideshow';
import { CarouselDots, PlayPauseButton } from './carousel-controls';
import { SectionHeading } from './section-heading';

/** Testimonials rotate every 5 s (docs/product.md, "Constants and limits"). */
export const TESTIMONIAL_INTERVAL_MS = 5000;

// The spec's three hard-coded samples.
export const TESTIMONIALS = [
  {
    quote:
      'The rose attar smells exactly like the gardens of Kannauj after rain. One drop on my wrist lasts until evening.',
    name: 'Priya Sharma',
    place: 'Lucknow',
  },
  {
    quote:
      'I ordered a polki ring for my sister’s wedding. It arrived beautifully boxed, and the setting is finer than in the photographs.',
    name: 'Arjun Mehta',
    place: 'Bengaluru',
  },
  {
    quote:
      'Their oud is smooth and deep without being heavy. Delivery to Hyderabad took three days, and the bottle came wrapped like a gift.',
    name: 'Fatima Khan',
    place: 'Hyderabad',
  },
];

export function Testimonials() {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmbla({ loop: true, duration: reducedMotion ? 0 : 30 });
  const slideshow = useSlideshow(embla, {
    count: TESTIMONIALS.length,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
  });

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="on-ink bg-ink py-16 text-ivory sm:py-24"
    >
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Kind words"
          title="What Our Patrons Say"
          tone="dark"
        />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonials"
          className="mx-auto mt-10 max-w-3xl sm:mt-12"
          {...slideshow.regionProps}
        >
          <div ref={viewportRef} className="overflow-hidden">
            <div className="flex touch-pan-y">
              {TESTIMONIALS.map((testimonial, index) => {
                const current = index === slideshow.selected;
                // The slide is a group around the figure: a captioned figure keeps its own role.
                return (
                  <div
                    key={testimonial.name}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
                    aria-hidden={!current}
                    className="min-w-0 flex-[0_0_100%] px-2 text-center"
                  >
                    <figure>
                      <span
                        aria-hidden="true"
                        className="block font-display text-7xl leading-none text-gold"
                      >
                        “
                      </span>
                      <blockquote className="mt-2 font-display text-2xl leading-snug text-ivory italic sm:text-3xl">
                        {testimonial.quote}
                      </blockquote>
                      <figcaption className="mt-8">
                        <span className="block text-sm font-medium tracking-[0.08em] text-gold uppercase">
                          {testimonial.name}
                        </span>
                        <span className="mt-1 block text-sm text-ivory/70">
                          {testimonial.place}
                        </span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>
          <div className="mt-8 flex items-center justify-center gap-2">
            <CarouselDots
              slideshow={slideshow}
              labels={TESTIMONIALS.map((testimonial) => `testimonial from ${testimonial.name}`)}
              tone="dark"
            />
            <PlayPauseButton slideshow={slideshow} tone="dark" name="testimonials" />
          </div>
        </div>
      </Container>
    </section>
  );
}
