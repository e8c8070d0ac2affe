import { Container } from '@/components/ui/container';
import { PromoCarousel } from '../components/promo-carousel';
import { StandaloneSectionPage } from '../components/standalone-section-page';

/** /promoslider: the home page's offer banners on their own. */
export default function PromoSliderPage() {
  return (
    <StandaloneSectionPage
      eyebrow="Limited offers"
      title="Offers"
      description="The house's current offers on attars, perfumes and jewellery. Enter the code at checkout; one code per order."
    >
      <Container className="pb-16 sm:pb-24">
        <h2 className="sr-only">Current offers</h2>
        <PromoCarousel />
      </Container>
    </StandaloneSectionPage>
  );
}
