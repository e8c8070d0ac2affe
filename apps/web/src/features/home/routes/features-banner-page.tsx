import { ServicePromises } from '../components/service-promises';
import { StandaloneSectionPage } from '../components/standalone-section-page';

/** /featuresBanner: the service-promise strip on its own. */
export default function FeaturesBannerPage() {
  return (
    <StandaloneSectionPage
      eyebrow="Shop with confidence"
      title="Our Promise"
      description="Free shipping all over India, free returns within 15 days and cash on delivery: what every Attar House order comes with."
    >
      <ServicePromises className="mb-16 sm:mb-24" />
    </StandaloneSectionPage>
  );
}
