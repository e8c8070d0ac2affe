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
  // Each section is laid out and painted only as it nears the screen (`below-fold`): drawn all
  // at once, the six cost a slow phone one long layout the moment they arrived.
  return (
    <>
      <div className="below-fold">
        <OurStory />
      </div>
      <div className="below-fold">
        <ShopByCategory />
      </div>
      <div className="below-fold">
        <PromoSection />
      </div>
      <div className="below-fold">
        <SocialGrid />
      </div>
      <div className="below-fold">
        <Testimonials />
      </div>
      <div className="below-fold">
        <ServicePromises />
      </div>
    </>
  );
}
