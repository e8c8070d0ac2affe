import { ShopByCategory } from './category-carousel';
import { OurStory } from './our-story';
import { PromoSection } from './promo-carousel';
import { ServicePromises } from './service-promises';
import { SocialGrid } from './social-grid';
import { Testimonials } from './testimonials';

/** The home page's sections below the first screen, in docs/product.md's order. */
const SECTIONS = [
  OurStory,
  ShopByCategory,
  PromoSection,
  SocialGrid,
  Testimonials,
  ServicePromises,
];

/**
 * The home page's sections below the first screen (docs/product.md, "Screens and routes" order),
 * loaded as one piece after that screen is up (bench/README.md, "Targets").
 */
export function LowerSections() {
  // Each section is laid out and painted only as it nears the screen (`below-fold`): drawn all
  // at once, the six cost a slow phone one long layout the moment they arrived.
  return SECTIONS.map((Section, index) => (
    // The list never changes order: its place is the section's identity.
    <div key={index} className="below-fold">
      <Section />
    </div>
  ));
}
