import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { JewelryCarousel } from '../components/jewelry-carousel';
import { StandaloneSectionPage } from '../components/standalone-section-page';

/** /jewelryslider: a row of the catalogue's jewelry, each card leading to its product page. */
export default function JewelrySliderPage() {
  return (
    <StandaloneSectionPage
      eyebrow="Fine jewellery"
      title="Jewelry Highlights"
      description="Kundan, polki and gold pieces from our karigars, from everyday rings to heirloom necklaces."
    >
      <Container className="pb-16 sm:pb-24">
        <h2 className="sr-only">Jewelry pieces</h2>
        <JewelryCarousel />
        <div className="mt-12 text-center">
          <Link to="/jewelry" className={buttonClasses('outline', 'lg')}>
            View All Jewelry
          </Link>
        </div>
      </Container>
    </StandaloneSectionPage>
  );
}
