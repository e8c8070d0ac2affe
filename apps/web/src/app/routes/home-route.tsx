import { HomePage } from '@/features/home/routes/home-page';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

/** /: the home feature's sections, then the newsletter (spec section 2 order; features meet here). */
export function HomeRoute() {
  return (
    <HomePage>
      <NewsletterSection />
    </HomePage>
  );
}
