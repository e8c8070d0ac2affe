import { Container } from '@/components/ui/container';
import attarBottles from '../assets/social/attar-bottles.svg?no-inline';
import jasmineGarland from '../assets/social/jasmine-garland.svg?no-inline';
import jhumkaEarrings from '../assets/social/jhumka-earrings.svg?no-inline';
import kundanNecklace from '../assets/social/kundan-necklace.svg?no-inline';
import oudIncense from '../assets/social/oud-incense.svg?no-inline';
import rosePetals from '../assets/social/rose-petals.svg?no-inline';
import { SectionHeading } from './section-heading';

/** Drawn by the house and shipped with the app: nothing is fetched from elsewhere. */
export const SOCIAL_IMAGES = [
  { src: attarBottles, alt: 'Three attar bottles in gold light' },
  { src: jasmineGarland, alt: 'A garland of jasmine flowers' },
  { src: kundanNecklace, alt: 'A kundan necklace with a ruby pendant' },
  { src: rosePetals, alt: 'A Kannauj rose with scattered petals' },
  { src: jhumkaEarrings, alt: 'A pair of gold jhumka earrings' },
  { src: oudIncense, alt: 'Oud wood chips smouldering in a brass burner' },
];

const IMAGE_SIZE = 400;

export function SocialGrid() {
  return (
    <section aria-labelledby="social-heading" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="social-heading" eyebrow="#AttarHouse" title="Follow Our Journey">
          Moments from the atelier: what we distil, set and wrap for you.
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-2 sm:mt-14 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {SOCIAL_IMAGES.map((image) => (
            <li key={image.alt} className="group overflow-hidden rounded-card bg-ivory-deep">
              <img
                src={image.src}
                alt={image.alt}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading="lazy"
                decoding="async"
                className="aspect-square size-full object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-soft motion-safe:group-hover:scale-[1.04]"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
