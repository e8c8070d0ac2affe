import { ShopByCategory } from './category-carousel';
import { OurStory } from './our-story';
import { PromoSection } from './promo-carousel';
import { ServicePromises } from './service-promises';
import { SocialGrid } from './social-grid';
import { Testimonials } from './testimonials';

/**
 * The home page's sections below the first screen (docs/product.md, "Screens and routes" order),
 * loaded as one piece after that screen is up (bench/README.md, "Targets").
 */
export function LowerSections() {
  return (
    <>
      <OurStory />
      <ShopByCategory />
      <PromoSection />
      <SocialGrid />
      <Testimonials />
      <ServicePromises />
    </>
  );
}
