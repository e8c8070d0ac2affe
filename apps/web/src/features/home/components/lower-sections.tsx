import { ShopByCategory } from './category-carousel';
import { OurStory } from './our-story';
import { PromoSection } from './promo-carousel';
import { ServicePromises } from './service-promises';
import { SocialGrid } from './social-grid';
import { Testimonials } from './testimonials';

/**
 * The home page's sections below the first screen (spec section 2 order), loaded as one piece
 * after that screen is up (issue 13).
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
