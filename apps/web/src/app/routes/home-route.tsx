import { HomePage } from '@/features/home/routes/home-page';
import { useDeferredComponent } from '@/lib/use-deferred-component';

// The newsletter sits below the fold: its code loads once the first screen is up, so it does
// not count against the first screen's JavaScript (bench/README.md, "Targets").
const loadNewsletterSection = () =>
  import('@/features/newsletter/components/newsletter-section').then((module) => ({
    default: module.NewsletterSection,
  }));

/**
 * /: the home feature's sections, then the newsletter (docs/product.md, "Screens and routes" order;
 * features meet here).
 */
export function HomeRoute() {
  const { Component: NewsletterSection } = useDeferredComponent(loadNewsletterSection);
  return (
    <HomePage>
      {/* The stand-in keeps the section's place so the footer does not jump when it arrives. */}
      {NewsletterSection ? <NewsletterSection /> : <div className="min-h-96" aria-hidden="true" />}
    </HomePage>
  );
}
